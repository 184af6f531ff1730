import { useState } from "react";
import type { ListingStatus } from "#domain/listing";
import type { Vehicle } from "#domain/vehicle";
import type { FormDraft, VehicleFormArea } from "./form-areas";
import { useLeaveGuard, useVehicleDraft } from "./use-vehicle-draft";
import { type SavedVehicle, useVehicleSave } from "./use-vehicle-save";

/**
 * A listing form's state, for either area: the draft (a new listing's kept in the browser under `storageKey`), its
 * save, and the question asked before unsaved changes are left behind.
 */
export function useVehicleForm<D extends FormDraft>({
  area,
  initial,
  template,
  storageKey,
  stored,
  pendingSlug,
  onSaved,
  onLeave,
  onStay,
}: {
  area: VehicleFormArea<D>;
  initial: D;
  /** What 초안 삭제 returns to. */
  template: () => D;
  /** Where a new listing's draft is kept between visits; null once the listing is stored. */
  storageKey: string | null;
  /** The stored listing being edited; null for a new one. */
  stored: SavedVehicle | null;
  /** The `new-vehicle-{timestamp}` slug a new admin listing is created under. */
  pendingSlug?: string;
  /** Told of the stored listing once saved; what it gives becomes the clean draft, else what was sent does. */
  onSaved?: (vehicle: Vehicle) => D | undefined;
  /** Awaited before leaving after the unsaved-changes question (the admin's sign-out ends the session here). */
  onLeave?: () => Promise<void>;
  /** When that question is answered by staying. */
  onStay?: () => void;
}) {
  const [imagesBusy, setImagesBusy] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const { draft, update, dirty, restored, commit, discard } = useVehicleDraft({ initial, template, storageKey });
  const {
    save: send,
    saving,
    saved,
    errors,
    setErrors,
  } = useVehicleSave({ channel: area.save, stored, pendingSlug, draft, imagesBusy });
  const { blocker, leaving } = useLeaveGuard(dirty);

  /** Saves; on success the draft is clean and the form may move on without asking. */
  const save = async (status?: ListingStatus): Promise<Vehicle | null> => {
    const sent = draft;
    const vehicle = await send(status);
    if (!vehicle) return null;
    commit(onSaved?.(vehicle) ?? sent);
    leaving.current = true;
    return vehicle;
  };

  const leave = async () => {
    leaving.current = true;
    await onLeave?.();
    blocker.proceed?.();
  };
  const stay = () => {
    onStay?.();
    blocker.reset?.();
  };

  return {
    area,
    draft,
    update,
    dirty,
    restored,
    /** Not yet stored: its draft is kept in the browser, and may be thrown away (초안 삭제). */
    isNew: storageKey !== null,
    errors,
    imagesBusy,
    setImagesBusy,
    saving,
    saved,
    save,
    /** The router is holding a navigation until the unsaved-changes question is answered. */
    asking: blocker.state === "blocked",
    leave,
    stay,
    saveAndLeave: async () => {
      if (await save()) await leave();
      else stay();
    },
    /** Set once the form itself moves on, so that leaving does not ask. */
    leaving,
    confirmDiscard,
    setConfirmDiscard,
    discard: () => {
      discard();
      setErrors({});
    },
  };
}

export type VehicleFormState<D extends FormDraft> = ReturnType<typeof useVehicleForm<D>>;
