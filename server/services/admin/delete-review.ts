import type { AppContext } from "#server/context";
import { reviews } from "#server/db/schema";
import type { Actor } from "#server/shared/audit";
import { deleteAudited } from "#server/shared/delete-audited";
import { REVIEW_NOT_FOUND } from "./moderate-review";

/** Deletes a review for good, audited. Clearing spam from the queue leaves the kept pages alone: only a published review was on them. */
export function deleteReview(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  return deleteAudited(
    ctx,
    actor,
    {
      table: reviews,
      entity: "review",
      notFoundMessage: REVIEW_NOT_FOUND,
      catalogue: (deleted) => deleted.status === "approved",
    },
    id,
  );
}
