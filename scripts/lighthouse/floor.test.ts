import { describe, expect, it } from "vitest";
import { withoutScripts } from "./floor";

describe("withoutScripts", () => {
  it("takes out inline and module scripts and module preloads, and leaves data blocks and markup", () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/s.css"/>' +
      '<script type="application/ld+json">{"@type":"WebSite"}</script>' +
      "<script>window.x = 1;</script></head><body><main>본문</main>" +
      '<script type="module" async="">import("/assets/b.js");\n</script>' +
      '<SCRIPT src="/assets/c.js"></SCRIPT></body>';
    expect(withoutScripts(html)).toBe(
      '<head><link rel="stylesheet" href="/assets/s.css"/>' +
        '<script type="application/ld+json">{"@type":"WebSite"}</script>' +
        "</head><body><main>본문</main></body>",
    );
  });
});
