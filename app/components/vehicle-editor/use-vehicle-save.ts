import { useState } from "react";
import { useToast } from "#app/components/ui/toast";
import type { ListingStatus } from "#domain/listing";
import type { Vehicle } from "#domain/vehicle";
import { estimatedSaveSeconds, type SaveChannel, type SaveTarget } from "./save-vehicle";

/** The stored listing a form saves over: its id, its address and the version it loaded. */
export interface SavedVehicle {
  id: number;
  slug: string;
  updatedAt: string;
}

const savedOf = ({ id, slug, updatedAt }: SavedVehicle): SavedVehicle => ({ id, slug, updatedAt });

/**
 * A listing form's save, for the admin and the partners alike (`channel` says how each saves): creates until the
 * listing exists, then updates over the `updatedAt` last loaded or saved (the conflict check). Waits for photo
 * uploads, puts field errors next to their fields and says how it went in a toast.
 */
export function useVehicleSave<D extends { images: string[] }>({
  channel,
  stored,
  pendingSlug,
  draft,
  imagesBusy,
}: {
  channel: SaveChannel<D>;
  /** The stored listing being edited; null for a new one. */
  stored: SavedVehicle | null;
  /** The `new-vehicle-{timestamp}` slug a new admin listing is created under. */
  pendingSlug?: string;
  draft: D;
  imagesBusy: boolean;
}) {
  const toast = useToast();
  const [saved, setSaved] = useState<SavedVehicle | null>(stored ? savedOf(stored) : null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  /** Saves; `status` names what to leave the listing as (임시저장), else the area's save decides. */
  const save = async (status?: ListingStatus): Promise<Vehicle | null> => {
    if (imagesBusy) {
      toast({ title: "사진 업로드 중", description: "사진 업로드가 끝난 뒤 저장해주세요.", variant: "info" });
      return null;
    }
    const refused = channel.precheck?.(draft);
    if (refused) {
      setErrors({ [refused.field]: refused.message });
      toast({ title: refused.message, variant: "error" });
      return null;
    }
    setSaving(true);
    setErrors({});
    if (channel.announcesLongSaves && draft.images.length > 10) {
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
      : { kind: "create", slug: pendingSlug };
    const result = await channel.send(target, draft, status);
    if (!result.ok) {
      setSaving(false);
      setErrors(result.fieldErrors ?? {});
      toast(channel.failed(target, result.message));
      if (channel.focusesErrors && result.fieldErrors) {
        requestAnimationFrame(() => document.querySelector<HTMLElement>("main [aria-invalid='true']")?.focus());
      }
      return null;
    }
    if (!channel.holdsAfterSave) setSaving(false);
    setSaved(savedOf(result.vehicle));
    toast(channel.saved(target, result));
    return result.vehicle;
  };

  return { save, saving, saved, errors, setErrors };
}
