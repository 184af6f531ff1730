import webFontCss from "pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css?url";
import { useEffect } from "react";

/**
 * Pretendard is 15–20 files of Korean glyphs for a typical page, plus 48 KB of @font-face rules: loaded during the
 * first paint they compete with the page's own images and scripts on a phone's connection. So a first visit
 * paints in the system's Korean font and fetches Pretendard once the page has loaded; later visits, with the
 * files cached, use it from the first paint (the boot script applies it before anything is drawn).
 */
const WEBFONT_KEY = "webfont";

/** Adds the font's stylesheet (once) and switches the page to it. Self-contained: the boot script inlines its source. */
function applyWebFont(href: string) {
  if (!document.getElementById("webfont-css")) {
    const link = document.createElement("link");
    link.id = "webfont-css";
    link.rel = "stylesheet";
    link.href = href;
    document.head.appendChild(link);
  }
  document.documentElement.classList.add("webfont");
}

/** Runs in the document head, inside the theme boot script. */
export const WEBFONT_BOOT_SCRIPT = `try{if(localStorage.getItem("${WEBFONT_KEY}")==="1")(${applyWebFont.toString()})(${JSON.stringify(webFontCss)})}catch(e){}`;

export function useWebFontAfterLoad() {
  useEffect(() => {
    const enable = () => {
      applyWebFont(webFontCss);
      try {
        localStorage.setItem(WEBFONT_KEY, "1");
      } catch {
        // Private mode: the font still applies for this page.
      }
    };
    if (document.readyState === "complete") enable();
    else window.addEventListener("load", enable, { once: true });
    return () => window.removeEventListener("load", enable);
  }, []);
}
