import { describe, expect, it } from "vitest";
import { injectionProblems, scanHtml } from "./html-scan";

/** Tags of the elements the markup itself wrote (the parser's implied html, head and body left out). */
const written = (html: string) =>
  scanHtml(html)
    .elements.filter((e) => !e.implied)
    .map((e) => e.tag);
const problems = (html: string) => injectionProblems(scanHtml(html), "");

describe("scanHtml reads markup as a browser's parser does", () => {
  it("finds an event handler after an unquoted value holding a quote", () => {
    expect(scanHtml("<p title=a'b onclick=alert(1)>x</p>").elements.find((e) => e.tag === "p")?.attrs).toEqual({
      title: "a'b",
      onclick: "alert(1)",
    });
    expect(problems("<p title=a'b onclick=alert(1)>x</p>")).toEqual(["<p onclick=…> event handler attribute"]);
  });

  it("decodes character references without a semicolon and by any name, as attribute values are decoded", () => {
    for (const href of ["&#106avascript:alert(1)", "javascript&colon;alert(1)", "java&Tab;script:alert(1)"])
      expect(problems(`<a href="${href}">x</a>`), href).toEqual([expect.stringMatching(/ script URL$/)]);
    expect(scanHtml("<p>&ampx &lt &copy; &#x41</p>").text).toBe("&x < © A");
  });

  it("lets an HTML tag inside SVG's style or title break out of foreign content into an element", () => {
    for (const html of [
      "<svg><style><img src=x onerror=alert(1)></style></svg>",
      "<svg><title><img src=x onerror=alert(1)></title></svg>",
    ])
      expect(problems(html), html).toEqual(["<img onerror=…> event handler attribute"]);
    const svgScript = scanHtml("<svg><script>alert(1)</script></svg>");
    expect(svgScript.inlineScripts.map((s) => s.raw)).toEqual(["alert(1)"]);
    expect(problems("<svg><a xlink:href='javascript:alert(1)'>x</a></svg>")).toEqual([
      `<a xlink:href="javascript:alert(1)"> script URL`,
    ]);
  });

  it("ends comments where the standard does, and builds nothing from a comment's inside", () => {
    expect(written("<!-- <img src=x onerror=alert(1)> -->")).toEqual([]);
    expect(written("<!--> <img src=x onerror=alert(1)> -->")).toEqual(["img"]);
    expect(written("<!-- x --!> <img src=x onerror=alert(1)> -->")).toEqual(["img"]);
  });

  it("ends noscript at its end tag even inside an attribute, as a browser running scripts does", () => {
    const html = `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`;
    expect(written(html)).toEqual(["noscript", "img"]);
    expect(problems(html)).toEqual(["<img onerror=…> event handler attribute"]);
  });

  it("takes an end tag's quoted attribute whole, so markup inside it builds no element", () => {
    expect(written(`<p>a</p title="><img src=x onerror=alert(1)>">`)).toEqual(["p"]);
  });

  it("keeps a script's text as written and ends it at the first </script>", () => {
    const scan = scanHtml(`<script>var a = "&amp;<b>";</script><p>"</script>"</p><scr<script>ipt>`);
    expect(scan.inlineScripts.map((s) => s.raw)).toEqual([`var a = "&amp;<b>";`]);
    expect(written(`<scr<script>ipt>alert(1)</script>`)).toEqual(["scr<script"]);
    expect(scan.text).toBe(`""ipt>`);
  });

  it("marks the elements the parser inferred, and counts a repeated body tag's attributes", () => {
    expect(written(`<?xml version="1.0"?><urlset xmlns="u"><url><loc>/a</loc></url></urlset>`)).toEqual([
      "urlset",
      "url",
      "loc",
    ]);
    const scan = scanHtml("<div>x</div><body onload=alert(1)>");
    expect(scan.elements.find((e) => e.tag === "body")).toEqual({ tag: "body", attrs: { onload: "alert(1)" } });
    expect(injectionProblems(scan, "")).toEqual(["<body onload=…> event handler attribute"]);
  });
});
