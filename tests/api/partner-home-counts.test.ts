import { type DefaultTreeAdapterTypes, parse } from "parse5";
import { beforeAll, describe, expect, it } from "vitest";
import type { ListingStatus } from "#domain/listing";
import { REQUIRED_FACTS } from "#domain/listing-facts";
import type { Vehicle } from "#domain/vehicle";
import { as, createAccount, type TestAccount } from "../support/accounts";
import { storedImageUrl } from "../support/admin-fixtures";
import { useTestApp } from "../support/use-test-app";

/** An approval that marks 렌트사 문의 whatever required fact the listing leaves empty. */
const MARK_EMPTY = { inquire: [...REQUIRED_FACTS] };

/**
 * The partners' home counts "내가 등록한 차량" over the partner's own listings in every status and category, the
 * moment they are saved (a draft or a submission moves no catalogue count), and no other partner's.
 */

const app = useTestApp({ pages: true });
let admin: TestAccount;
let partner: TestAccount;
let other: TestAccount;
let image: string;

beforeAll(async () => {
  admin = await createAccount(app, "admin");
  partner = await createAccount(app, "partner");
  other = await createAccount(app, "partner");
  image = await storedImageUrl(app, "#446688");
});

let serial = 0;
const body = (fields: Record<string, unknown> = {}) => ({
  name: `내차량 집계 ${Date.now().toString(36)}${serial++}`,
  category: "중형 SUV",
  badges: ["중고차"],
  images: [image],
  priceInfo: [{ period: "36개월", deposit: "300만원", monthly: "55만원", totalKm: "3만km" }],
  ...fields,
});

async function send(account: TestAccount, method: string, path: string, payload?: unknown) {
  const res = await app.fetch(path, as(account, method, payload));
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return ((await res.json()) as { vehicle: Vehicle }).vehicle;
}

/** A partner's listing saved through the partners' API (검수 대기, or 임시저장 when asked). */
const submit = (account: TestAccount, fields: Record<string, unknown> = {}) =>
  send(account, "POST", "/api/partner/vehicles", body(fields));
/** A partner's listing an admin approved: 게시 중. */
async function publish(account: TestAccount, fields: Record<string, unknown> = {}) {
  const created = await submit(account, fields);
  return send(admin, "POST", `/api/listing-reviews/${created.id}/approve`, MARK_EMPTY);
}
/** A partner marks their car sold; only an admin hides one. */
const markSold = (account: TestAccount, id: number) =>
  send(account, "POST", `/api/partner/vehicles/${id}/status`, { status: "sold" });
const hide = (id: number) => send(admin, "POST", `/api/vehicles/${id}/status`, { status: "hidden" });

type Element = DefaultTreeAdapterTypes.Element;
const elements = (node: DefaultTreeAdapterTypes.Node): Element[] =>
  "childNodes" in node
    ? node.childNodes.flatMap((child) => ["tagName" in child ? [child as Element] : [], elements(child)].flat())
    : [];
const attr = (e: Element, name: string) => e.attrs.find((a) => a.name === name)?.value;
const text = (node: DefaultTreeAdapterTypes.Node): string =>
  node.nodeName === "#text" && "value" in node
    ? node.value
    : "childNodes" in node
      ? node.childNodes.map(text).join("")
      : "";

/** What the partner's home says: 내가 등록한 차량 N대, the count per status, and the rows of their list. */
async function home(account: TestAccount) {
  const res = await app.fetch("/partners", { headers: { Cookie: account.cookie } });
  expect(res.status).toBe(200);
  const all = elements(parse(await res.text()));
  const byTestId = (id: string) => all.filter((e) => attr(e, "data-testid") === id);
  const heading = text(all.find((e) => e.tagName === "main")!).replace(/\s+/g, " ");
  const statusList = byTestId("own-status-counts")[0];
  const byStatus = statusList
    ? (Object.fromEntries(
        elements(statusList)
          .filter((e) => e.tagName === "li")
          .map((li) => [attr(li, "data-status"), Number(text(li).replace(/\D/g, ""))]),
      ) as Record<ListingStatus, number>)
    : null;
  return {
    own: Number(/내가 등록한 차량 ([\d,]+)대/.exec(heading)?.[1]?.replace(/,/g, "")),
    rows: byTestId("my-listing").length,
    byStatus,
    review: byTestId("own-review-counts").map((e) => text(e).replace(/\s+/g, " ").trim())[0] ?? null,
  };
}

describe("내가 등록한 차량 on the partners' home", () => {
  it("counts the partner's listings in every status and category, at once, and no other partner's", async () => {
    // Another partner's listings, in several states: none of them are this partner's.
    await submit(other);
    await submit(other, { status: "draft" });
    await publish(other);

    const empty = await home(partner);
    expect(empty).toMatchObject({ own: 0, rows: 0 });

    // Listed first, so the home has been shown (and its catalogue counts kept) before the rest are saved.
    const listed = await publish(partner);
    const sold = await publish(partner);
    const hidden = await publish(partner);
    await markSold(partner, sold.id);
    await hide(hidden.id);
    // 전기차, a partners' category like the others: a listing of theirs in it is theirs.
    await publish(partner, { category: "전기차", badges: ["신차"] });
    const listedOnly = await home(partner);
    expect(listedOnly).toMatchObject({ own: 4, rows: 4 });
    expect(listedOnly.byStatus).toEqual({ draft: 0, pending: 0, published: 2, sold: 1, hidden: 1 });

    // Saved after that: a draft, a submission, and one sent back (반려, back in 임시저장).
    await submit(partner, { status: "draft" });
    await submit(partner);
    const returned = await submit(partner);
    await send(admin, "POST", `/api/listing-reviews/${returned.id}/return`, { reason: "사진을 더 올려주세요" });
    // A change to a listed one, waiting for review: still one listing.
    await send(partner, "PATCH", `/api/partner/vehicles/${listed.id}`, {
      name: `${listed.name} 변경`,
      updatedAt: listed.updatedAt,
    });

    const shown = await home(partner);
    expect(shown).toMatchObject({ own: 7, rows: 7 });
    expect(shown.byStatus).toEqual({ draft: 2, pending: 1, published: 2, sold: 1, hidden: 1 });
    expect(shown.review).toBe("변경사항 검수 대기 1건 · 반려 1건");

    // The other partner's home counts theirs alone.
    const theirs = await home(other);
    expect(theirs).toMatchObject({ own: 3, rows: 3 });
    expect(theirs.byStatus).toEqual({ draft: 1, pending: 1, published: 1, sold: 0, hidden: 0 });
    expect(theirs.review).toBeNull();
  });
});
