import { isDeepStrictEqual } from "node:util";
import { CONTENT_FIELDS } from "#domain/listing-fields";
import { mediaKeyOf } from "#domain/media";
import type { Vehicle } from "#domain/vehicle";
import { isDataImage, parseVehicleInput, vehicleCreateSchema, vehicleUpdateSchema } from "#domain/vehicle-input";
import type { vehicles } from "#server/db/schema";
import { normaliseImage } from "#server/media/images";

/** The columns one editor save writes: a listing's content. */
export const SAVED_FIELDS = CONTENT_FIELDS;
export type SavedFields = Pick<typeof vehicles.$inferSelect, (typeof SAVED_FIELDS)[number]>;

/** One save a test sent to the vehicle API, and whether (and with what) the server acknowledged it. */
export interface SaveRecord {
  kind: "create" | "update";
  body: Record<string, unknown>;
  acknowledged: boolean;
  answer?: Vehicle;
}

/** Media keys of the images a save sends: stored URLs by their path, data URLs by the key the server gives their bytes. */
async function imageKeys(refs: string[]): Promise<string[]> {
  const keys: string[] = [];
  for (const ref of refs) {
    const key = isDataImage(ref)
      ? (await normaliseImage(Buffer.from(ref.slice(ref.indexOf(",") + 1), "base64"))).key
      : mediaKeyOf(new URL(ref, "http://localhost").pathname);
    if (!key) throw new Error(`not an image reference: ${ref.slice(0, 60)}`);
    keys.push(key);
  }
  return [...new Set(keys)];
}

/**
 * The listing as it must be stored after each save of a sequence (a create, then updates), read through the
 * same shared schemas the server validates with, so only whole saves count as a match.
 */
export async function expectedStates(saves: readonly SaveRecord[]): Promise<SavedFields[]> {
  const states: SavedFields[] = [];
  let state: Partial<SavedFields> = {};
  for (const save of saves) {
    const parsed = parseVehicleInput(save.kind === "create" ? vehicleCreateSchema : vehicleUpdateSchema, save.body);
    if (!parsed.success) throw new Error(`the test sent an invalid save: ${parsed.message}`);
    const { images, ...fields } = parsed.data as Partial<SavedFields> & { images?: string[] };
    state = { ...state, ...fields, ...(images ? { images: await imageKeys(images) } : {}) };
    states.push(Object.fromEntries(SAVED_FIELDS.map((f) => [f, state[f]])) as SavedFields);
  }
  return states;
}

/** Stored columns against an expected state; jsonb keeps no key order, and JSON drops the keys left undefined. */
export function sameSave(stored: SavedFields, expected: SavedFields): boolean {
  const plain = (value: SavedFields) => JSON.parse(JSON.stringify(value));
  return isDeepStrictEqual(plain(stored), plain(expected));
}
