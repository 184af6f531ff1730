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

export type SaveResult =
  | { ok: true; vehicle: Vehicle }
  | { ok: false; status: number; message: string; fieldErrors?: Record<string, string> };

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

/** The request body: the draft, plus the pending slug on create or the loaded `updatedAt` on update. */
export function saveBody(target: SaveTarget, draft: VehicleDraft): Record<string, unknown> {
  return target.kind === "create" ? { ...draft, slug: target.slug } : { ...draft, updatedAt: target.updatedAt };
}

/**
 * Creates (`POST /api/vehicles`) or updates (`PATCH /api/vehicles/{id}`). The draft is checked with the
 * server's own schema first, so field errors show without a round trip; the server's answer is mapped to
 * a result (never throws).
 */
export async function saveVehicle(
  target: SaveTarget,
  draft: VehicleDraft,
  timeoutMs = SAVE_TIMEOUT_MS,
): Promise<SaveResult> {
  const body = saveBody(target, draft);
  const checked = parseVehicleInput(target.kind === "create" ? vehicleCreateSchema : vehicleUpdateSchema, body);
  if (!checked.success) return { ok: false, status: 400, message: checked.message, fieldErrors: checked.fieldErrors };
  let res: Response;
  try {
    res = await fetch(target.kind === "create" ? "/api/vehicles" : `/api/vehicles/${target.id}`, {
      method: target.kind === "create" ? "POST" : "PATCH",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const name = (error as Error)?.name;
    const timedOut = name === "TimeoutError" || name === "AbortError";
    return {
      ok: false,
      status: 0,
      message: timedOut ? VEHICLE_MESSAGES.timeout : VEHICLE_MESSAGES.saveFailed.description,
    };
  }
  const json = (await res.json().catch(() => null)) as {
    success?: boolean;
    vehicle?: Vehicle;
    message?: string;
    fieldErrors?: Record<string, string>;
  } | null;
  if (res.ok && json?.success && json.vehicle) return { ok: true, vehicle: json.vehicle };
  return {
    ok: false,
    status: res.status,
    message: saveFailureMessage(json?.message, res.status),
    fieldErrors: json?.fieldErrors,
  };
}

/** Seconds docs/spec/admin-and-partners.md §9 estimates for saving many images: half a second each, at least 10. */
export function estimatedSaveSeconds(imageCount: number): number {
  return Math.max(10, Math.ceil(imageCount * 0.5));
}
