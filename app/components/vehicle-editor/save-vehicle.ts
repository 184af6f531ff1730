import { ApiError, apiRequest } from "#app/lib/api-client";
import type { ListingStatus } from "#domain/listing";
import type { Vehicle } from "#domain/vehicle";
import {
  parseVehicleInput,
  VEHICLE_MESSAGES,
  type VehicleDraft,
  vehicleCreateSchema,
  vehicleUpdateSchema,
} from "#domain/vehicle-input";

/** The time-out for POST/PUT on vehicle paths (docs/spec/admin-and-partners.md §9). */
export const SAVE_TIMEOUT_MS = 60_000;

export type SaveTarget = { kind: "create"; slug: string } | { kind: "update"; id: number; updatedAt: string };

/** A save's outcome; a failure carries the `ApiError`'s status, message (the editor's texts) and field errors. */
export type SaveResult =
  | { ok: true; vehicle: Vehicle }
  | ({ ok: false } & Pick<ApiError, "status" | "message" | "fieldErrors">);

/**
 * What the save-failed toast says: the texts of docs/spec/admin-and-partners.md §8 for time-outs and oversized
 * payloads, else the server's message, else the default.
 */
export function saveFailureMessage(message: string | null | undefined, status = 0): string {
  const text = (message ?? "").trim();
  if (/request timed out|timeout|시간이 초과/i.test(text)) return VEHICLE_MESSAGES.timeout;
  if (status === 413 || /\b413\b|payload/i.test(text)) return VEHICLE_MESSAGES.payload;
  return text || VEHICLE_MESSAGES.saveFailed.description;
}

/**
 * The request body: the draft, plus the pending slug on create or the loaded `updatedAt` on update, and the status
 * to leave the listing in when the editor names one (임시저장); without it an admin's save publishes.
 */
export function saveBody(target: SaveTarget, draft: VehicleDraft, status?: ListingStatus): Record<string, unknown> {
  const body = target.kind === "create" ? { ...draft, slug: target.slug } : { ...draft, updatedAt: target.updatedAt };
  return status ? { ...body, status } : body;
}

/**
 * Creates (`POST /api/vehicles`) or updates (`PATCH /api/vehicles/{id}`). The draft is checked with the
 * server's own schema first, so field errors show without a round trip; the server's answer is mapped to
 * a result (never throws for a failed request).
 */
export async function saveVehicle(
  target: SaveTarget,
  draft: VehicleDraft,
  { timeoutMs = SAVE_TIMEOUT_MS, status }: { timeoutMs?: number; status?: ListingStatus } = {},
): Promise<SaveResult> {
  const body = saveBody(target, draft, status);
  const checked = parseVehicleInput(target.kind === "create" ? vehicleCreateSchema : vehicleUpdateSchema, body);
  if (!checked.success) return { ok: false, status: 400, message: checked.message, fieldErrors: checked.fieldErrors };
  try {
    // An empty failure message: a refusal without the server's words gets the save-failed text below.
    const json = await apiRequest<{ success?: boolean; vehicle?: Vehicle; message?: string } | null>(
      target.kind === "create" ? "POST" : "PATCH",
      target.kind === "create" ? "/api/vehicles" : `/api/vehicles/${target.id}`,
      body,
      { timeoutMs, failureMessage: "" },
    );
    if (json?.success && json.vehicle) return { ok: true, vehicle: json.vehicle };
    return { ok: false, status: 200, message: saveFailureMessage(json?.message, 200) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.kind === "timeout" || error.kind === "aborted")
      return { ok: false, status: 0, message: VEHICLE_MESSAGES.timeout };
    if (error.kind === "network") return { ok: false, status: 0, message: VEHICLE_MESSAGES.saveFailed.description };
    // A stale save (409), an expired session (401) and field errors (400) keep the server's words.
    return {
      ok: false,
      status: error.status,
      message: saveFailureMessage(error.message, error.status),
      fieldErrors: error.fieldErrors,
    };
  }
}

/** Seconds docs/spec/admin-and-partners.md §9 estimates for saving many images: half a second each, at least 10. */
export function estimatedSaveSeconds(imageCount: number): number {
  return Math.max(10, Math.ceil(imageCount * 0.5));
}
