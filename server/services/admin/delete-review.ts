import type { AppContext } from "#server/context";
import { reviews } from "#server/db/schema";
import type { Actor } from "#server/shared/audit";
import { deleteAudited } from "./delete-audited";

export function deleteReview(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  return deleteAudited(
    ctx,
    actor,
    { table: reviews, entity: "review", notFoundMessage: "후기를 찾을 수 없습니다.", catalogue: true },
    id,
  );
}
