import { createHash } from "node:crypto";
import { z } from "zod";
import { isPrivatePath } from "#domain/private-paths";
import type { AppContext } from "#server/context";
import { pageViews } from "#server/db/schema";
import { parseInput } from "#server/errors";

export const pageViewSchema = z.object({
  path: z
    .string({ error: "경로가 필요합니다." })
    .min(1, "경로가 필요합니다.")
    .max(500, "경로가 너무 깁니다.")
    .startsWith("/", "경로는 /로 시작해야 합니다."),
});

/** Today in Asia/Seoul, so the visitor salt turns over at Korean midnight. */
function seoulDay(now = new Date()): string {
  return new Date(now.getTime() + 9 * 3600_000).toISOString().slice(0, 10);
}

/** Identifies a visitor for one day without keeping the IP: a hash salted with the secret and the date. */
export function visitorHash(secret: string, ip: string, userAgent: string, now = new Date()): string {
  return createHash("sha256")
    .update(`${secret}|${seoulDay(now)}|${ip}|${userAgent}`)
    .digest("hex")
    .slice(0, 32);
}

export async function recordPageView(
  ctx: AppContext,
  input: unknown,
  visitor: { ip: string; userAgent: string },
): Promise<void> {
  const { path } = parseInput(pageViewSchema, input);
  if (isPrivatePath(path)) return;
  await ctx.db.insert(pageViews).values({
    path: path.split(/[?#]/)[0] ?? path,
    visitorHash: visitorHash(ctx.config.sessionSecret, visitor.ip, visitor.userAgent),
  });
}
