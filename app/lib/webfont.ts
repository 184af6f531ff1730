import { useEffect } from "react";

/**
 * Pretendard is 15–20 files of Korean glyphs for a typical page: loaded during the first paint it competes with
 * the page's own images and scripts on a phone's connection. So a first visit paints in the system's Korean
 * font and switches to Pretendard once the page has loaded; the browser then has the files cached, and later
 * pages use Pretendard from the first paint (the boot script adds the class before anything is drawn).
 */
const WEBFONT_KEY = "webfont";
const WEBFONT_CLASS = "webfont";

/** Runs in the document head, inside the theme boot script. */
export const WEBFONT_BOOT_SCRIPT = `try{if(localStorage.getItem("${WEBFONT_KEY}")==="1")document.documentElement.classList.add("${WEBFONT_CLASS}")}catch(e){}`;

export function useWebFontAfterLoad() {
  useEffect(() => {
    const enable = () => {
      document.documentElement.classList.add(WEBFONT_CLASS);
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
