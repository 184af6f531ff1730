import { useRouteLoaderData } from "react-router";
import { jsonLdHtml } from "#app/lib/seo";
import type { loader as rootLoader } from "#app/root";

/** Structured data for search engines, as an inline script carrying the response's CSP nonce. */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useRouteLoaderData<typeof rootLoader>("root")?.nonce;
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: jsonLdHtml(data) }}
    />
  );
}
