/** Issuing a 견적서 from the browser: `POST /api/quotes`, answered with the quote's address. */
import { QUOTE_MESSAGES } from "#domain/issued-quote";
import { apiRequest } from "./api-client";

export async function issueQuote(body: {
  slug: string;
  row: number;
  period: string;
  deposit: string;
}): Promise<string> {
  const answer = await apiRequest<{ path: string }>("POST", "/api/quotes", body, {
    failureMessage: QUOTE_MESSAGES.failed,
  });
  return answer.path;
}
