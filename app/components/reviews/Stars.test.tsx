import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Stars } from "./Stars";

describe("Stars", () => {
  it("is one element read out as the rating, filled 20% per star and never past the ends", () => {
    const three = renderToStaticMarkup(<Stars rating={3} />);
    expect(three).toBe(
      '<span role="img" aria-label="5점 만점에 3점" class="star-rating h-4" style="--rating:60%"></span>',
    );
    expect(renderToStaticMarkup(<Stars rating={7} className="h-3.5" />)).toContain(
      'class="star-rating h-3.5" style="--rating:100%"',
    );
    expect(renderToStaticMarkup(<Stars rating={-1} />)).toContain("--rating:0%");
    expect(renderToStaticMarkup(<Stars rating={2} label="평점 2점" />)).toContain('aria-label="평점 2점"');
  });
});
