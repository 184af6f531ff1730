import { useState } from "react";
import { useToast } from "#app/components/ui/toast";
import { LISTING_MESSAGES, type ListingStatus } from "#domain/listing";
import type { Vehicle } from "#domain/vehicle";
import { VEHICLE_MESSAGES, type VehicleDraft } from "#domain/vehicle-input";
import { estimatedSaveSeconds, type SaveTarget, saveVehicle } from "./save-vehicle";

export interface SavedVehicle {
  id: number;
  slug: string;
  category: string;
  updatedAt: string;
}

const savedOf = (vehicle: Vehicle): SavedVehicle => ({
  id: vehicle.id,
  slug: vehicle.slug,
  category: vehicle.category,
  updatedAt: vehicle.updatedAt,
});

/**
 * The admin editor's save: create under the pending slug until the vehicle exists, then update with the
 * loaded `updatedAt` (the conflict check). Waits for photo uploads, warns when many photos make it slow, puts
 * field errors next to their fields (focusing the first) and says how it went in a toast.
 */
export function useVehicleSave({
  slug,
  vehicle,
  draft,
  imagesBusy,
  onSaved,
}: {
  slug: string;
  vehicle: Vehicle | null;
  draft: VehicleDraft;
  imagesBusy: boolean;
  /** The stored vehicle, once saved (the editor takes it as its clean draft). */
  onSaved: (vehicle: Vehicle) => void;
}) {
  const toast = useToast();
  const [saved, setSaved] = useState<SavedVehicle | null>(vehicle ? savedOf(vehicle) : null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  /** Saves; `status` names what to leave the listing as (임시저장), else the admin's save publishes it. */
  const save = async (status?: ListingStatus): Promise<Vehicle | null> => {
    if (imagesBusy) {
      toast({ title: "사진 업로드 중", description: "사진 업로드가 끝난 뒤 저장해주세요.", variant: "info" });
      return null;
    }
    setSaving(true);
    setErrors({});
    if (draft.images.length > 10) {
      const seconds = estimatedSaveSeconds(draft.images.length);
      toast({
        title: "저장 중입니다",
        description: `사진 ${draft.images.length}장을 저장하고 있습니다. 약 ${seconds}초 정도 걸릴 수 있습니다.`,
        variant: "info",
        duration: seconds * 1000,
      });
    }
    const target: SaveTarget = saved
      ? { kind: "update", id: saved.id, updatedAt: saved.updatedAt }
      : { kind: "create", slug };
    const result = await saveVehicle(target, draft, { status });
    setSaving(false);
    if (!result.ok) {
      setErrors(result.fieldErrors ?? {});
      toast({
        title: VEHICLE_MESSAGES.saveFailed.title,
        description: result.message,
        variant: "error",
        duration: 7000,
      });
      if (result.fieldErrors) {
        requestAnimationFrame(() => document.querySelector<HTMLElement>("main [aria-invalid='true']")?.focus());
      }
      return null;
    }
    onSaved(result.vehicle);
    setSaved(savedOf(result.vehicle));
    toast({
      title: VEHICLE_MESSAGES.saved.title,
      description: result.vehicle.status === "draft" ? LISTING_MESSAGES.draftSaved : VEHICLE_MESSAGES.saved.description,
      variant: "success",
    });
    return result.vehicle;
  };

  return { save, saving, saved, errors, setErrors };
}
