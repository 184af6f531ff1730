import { useMatches } from "react-router";
import { jsonLdHtml } from "#app/lib/seo";

/**
 * The page's structured data for search engines: each entry of the `jsonLd` list in the page's own loader
 * data (built on the server, so no page ships code for it) as an inline script carrying the response's CSP
 * nonce, which a kept page turns into the script's hash.
 */
export function PageJsonLd({ nonce }: { nonce: string | undefined }) {
  const data = (useMatches().at(-1)?.loaderData as { jsonLd?: unknown } | undefined)?.jsonLd;
  if (!Array.isArray(data)) return null;
  return data.map((item, i) => (
    <script
      // biome-ignore lint/suspicious/noArrayIndexKey: the list's order is fixed per page and its entries have no identity
      key={i}
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: jsonLdHtml(item) }}
    />
  ));
}
