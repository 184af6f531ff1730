import type { ToastInput } from "#app/components/ui/toast";
import { ApiError, apiRequest } from "#app/lib/api-client";
import { LISTING_MESSAGES, type ListingStatus } from "#domain/listing";
import {
  PARTNER_ADD_FAILED,
  PARTNER_ADD_SUCCESS,
  PARTNER_NAME_REQUIRED,
  PARTNER_UPDATE_FAILED,
  PARTNER_UPDATE_SUCCESS,
  type PartnerVehicleDraft,
  partnerDraftProblem,
  partnerVehiclePayload,
  UNKNOWN_ERROR,
} from "#domain/partner-vehicle";
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

/** A new listing (the admin's under its pending slug) or a stored one, over the version the form loaded. */
export type SaveTarget = { kind: "create"; slug?: string } | { kind: "update"; id: number; updatedAt: string };

/**
 * A save's outcome: the stored listing with the server's word on it, or the `ApiError`'s status, message (the
 * editor's texts) and field errors.
 */
export type SaveResult =
  | { ok: true; vehicle: Vehicle; message?: string }
  | ({ ok: false } & Pick<ApiError, "status" | "message" | "fieldErrors">);

/** How an area's form saves: what it checks before sending, where it sends, and what it says of the outcome. */
export interface SaveChannel<D> {
  /** A refusal before anything is sent: its message (the toast's title) and the field it is shown beside. */
  precheck?: (draft: D) => { field: string; message: string } | null;
  send: (target: SaveTarget, draft: D, status?: ListingStatus) => Promise<SaveResult>;
  saved: (target: SaveTarget, result: { vehicle: Vehicle; message?: string }) => ToastInput;
  failed: (target: SaveTarget, message: string) => ToastInput;
  /** A save of many photos first says how long it may take (its request waits that long, SAVE_TIMEOUT_MS). */
  announcesLongSaves?: boolean;
  /** After field errors, the first field with one takes the focus. */
  focusesErrors?: boolean;
  /** After a success the form stays "saving" until it has moved on to another page. */
  holdsAfterSave?: boolean;
}

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

/**
 * A partner's listing: added (`POST /api/partner/vehicles`) or changed (`PATCH /api/partner/vehicles/{id}` with
 * the loaded `updatedAt`), with the server's word on what became of it (sent for review, or applied at once).
 */
export async function savePartnerVehicle(target: SaveTarget, draft: PartnerVehicleDraft): Promise<SaveResult> {
  const body = partnerVehiclePayload(draft);
  type Saved = { vehicle: Vehicle; message?: string };
  try {
    const { vehicle, message } =
      target.kind === "update"
        ? await apiRequest<Saved>("PATCH", `/api/partner/vehicles/${target.id}`, {
            ...body,
            updatedAt: target.updatedAt,
          })
        : await apiRequest<Saved>("POST", "/api/partner/vehicles", body);
    return { ok: true, vehicle, message };
  } catch (error) {
    if (!(error instanceof ApiError)) return { ok: false, status: 0, message: UNKNOWN_ERROR };
    return { ok: false, status: error.status, message: error.message, fieldErrors: error.fieldErrors };
  }
}

/** The admin's save: checked with the server's schema, published unless kept as 임시저장, with the editor's texts. */
export const ADMIN_SAVE: SaveChannel<VehicleDraft> = {
  send: (target, draft, status) => saveVehicle(target, draft, { status }),
  saved: (_target, { vehicle }) => ({
    title: VEHICLE_MESSAGES.saved.title,
    description: vehicle.status === "draft" ? LISTING_MESSAGES.draftSaved : VEHICLE_MESSAGES.saved.description,
    variant: "success",
  }),
  failed: (_target, message) => ({
    title: VEHICLE_MESSAGES.saveFailed.title,
    description: message,
    variant: "error",
    duration: 7000,
  }),
  announcesLongSaves: true,
  focusesErrors: true,
};

/**
 * The partners' save (docs/spec/admin-and-partners.md §5 and §8): the spec's two checks first (a name, a photo),
 * then the spec's toasts, each with the server's word on the outcome.
 */
export const PARTNER_SAVE: SaveChannel<PartnerVehicleDraft> = {
  precheck: (draft) => {
    const problem = partnerDraftProblem(draft);
    return problem ? { field: problem === PARTNER_NAME_REQUIRED ? "name" : "images", message: problem } : null;
  },
  send: savePartnerVehicle,
  saved: (target, { message }) => ({
    title: target.kind === "update" ? PARTNER_UPDATE_SUCCESS : PARTNER_ADD_SUCCESS,
    description: message,
    variant: "success",
  }),
  failed: (target, message) => ({
    title: target.kind === "update" ? PARTNER_UPDATE_FAILED : PARTNER_ADD_FAILED,
    description: message,
    variant: "error",
  }),
  holdsAfterSave: true,
};
