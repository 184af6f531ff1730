import { VEHICLE_NOT_FOUND } from "#domain/vehicle";
import type { AppContext } from "#server/context";
import { vehicles } from "#server/db/schema";
import type { Actor } from "#server/shared/audit";
import { deleteAudited } from "./delete-audited";

/** Removes a listing; its stored images stay (content-addressed, possibly shared with other listings). */
export function deleteVehicle(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  return deleteAudited(
    ctx,
    actor,
    { table: vehicles, entity: "vehicle", notFoundMessage: VEHICLE_NOT_FOUND, catalogue: true },
    id,
  );
}
