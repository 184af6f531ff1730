import type { AppContext } from "#server/context";
import { vehicles } from "#server/db/schema";
import type { Actor } from "#server/shared/audit";
import { deleteAudited } from "./delete-audited";

/** Removes a listing; its stored images stay (content-addressed, possibly shared with other listings). */
export function deleteVehicle(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  return deleteAudited(
    ctx,
    actor,
    { table: vehicles, entity: "vehicle", notFoundMessage: "차량을 찾을 수 없습니다.", catalogue: true },
    id,
  );
}
