import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, reachedFrom, routesOf } from "../../tests/support/module-graph";

/**
 * A public page is kept and rendered from its path and the parameters PAGE_QUERY_PARAMS lists (domain/paths.ts
 * `keptPageUrl`): a parameter missing from the list never reaches the page. `pageQuery` reads only the listed names
 * (any other does not type-check), so the public pages' code reads the query through it and nothing else.
 */
const PUBLIC_PAGES = [path.join(ROOT, "app/root.tsx"), ...routesOf("site"), ...routesOf("seo")];

/** `pageQuery` itself. */
const ACCESSOR = "domain/paths.ts";

/**
 * Reads by name of something other than the page's own address: the campaign tags of the page a lead form was
 * posted from (an action, which is never kept).
 */
const NOT_THE_PAGE_ADDRESS = ['new URL(pageUrl, "http://site.invalid").searchParams'];

/** A URL's parameters, or the router hook that hands them over. */
const QUERY = /\bsearchParams\b|\buseSearchParams\b/g;

/** A spread of every pair (`[...url.searchParams]`, to clean or keep the query as sent) reads no name. */
const spreadBefore = (line: string, index: number) => /\.\.\.[\w.]*$/.test(line.slice(0, index));

const publicFiles = reachedFrom(PUBLIC_PAGES).map((file) => path.relative(ROOT, file));

describe("the public pages' query", () => {
  it("is read through pageQuery, which takes only the parameters the kept pages are keyed by", () => {
    expect(publicFiles.length).toBeGreaterThan(20);
    const found = publicFiles
      .filter((file) => file !== ACCESSOR && !file.includes(".test."))
      .flatMap((file) =>
        readFileSync(path.join(ROOT, file), "utf8")
          .split("\n")
          .flatMap((line, i) =>
            [...line.matchAll(QUERY)]
              .filter((match) => !spreadBefore(line, match.index))
              .filter(() => !NOT_THE_PAGE_ADDRESS.some((known) => line.includes(known)))
              .map(() => `${file}:${i + 1}: ${line.trim()}`),
          ),
      );
    // Each line found reads the address past pageQuery: read it with pageQuery, adding the name to the list.
    expect(found).toEqual([]);
  });

  it("is read through pageQuery by the pages that read one", () => {
    const readers = publicFiles.filter((file) => /\bpageQuery\(/.test(readFileSync(path.join(ROOT, file), "utf8")));
    expect(readers).toEqual(
      expect.arrayContaining([
        "app/routes/site/home.tsx",
        "app/routes/site/vehicle.tsx",
        "app/routes/site/reviews.tsx",
        "app/lib/catalogue.server.ts",
        "app/lib/lead-form-post.server.ts",
      ]),
    );
  });
});
