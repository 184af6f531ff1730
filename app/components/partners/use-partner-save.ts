import { useState } from "react";
import { useToast } from "#app/components/ui/toast";
import { ApiError, apiRequest } from "#app/lib/api-client";
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

export type PartnerFormMode = { kind: "add" } | { kind: "edit"; id: number; slug: string; updatedAt: string };

/**
 * The partners' save: the spec's two checks first (name, at least one photo), then POST to add or PATCH (with the
 * loaded `updatedAt`) to change their own listing, with the spec's toasts and the server's word on what became of
 * it (sent for review, or applied at once). Resolves to the stored slug, or null when nothing was saved (the form
 * stays "saving" after a success, until it has moved on).
 */
export function usePartnerSave({
  mode,
  draft,
  imagesBusy,
}: {
  mode: PartnerFormMode;
  draft: PartnerVehicleDraft;
  imagesBusy: boolean;
}) {
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = async (): Promise<{ slug: string } | null> => {
    if (imagesBusy) {
      toast({ title: "사진 업로드 중", description: "사진 업로드가 끝난 뒤 저장해주세요.", variant: "info" });
      return null;
    }
    const problem = partnerDraftProblem(draft);
    if (problem) {
      setErrors(problem === PARTNER_NAME_REQUIRED ? { name: problem } : { images: problem });
      toast({ title: problem, variant: "error" });
      return null;
    }
    setErrors({});
    setSaving(true);
    try {
      const body = partnerVehiclePayload(draft, mode.kind);
      type Saved = { vehicle: { slug: string }; message?: string };
      if (mode.kind === "edit") {
        const { vehicle, message } = await apiRequest<Saved>("PATCH", `/api/partner/vehicles/${mode.id}`, {
          ...body,
          updatedAt: mode.updatedAt,
        });
        toast({ title: PARTNER_UPDATE_SUCCESS, description: message, variant: "success" });
        // Still saving until the form has moved on.
        return vehicle;
      }
      const { vehicle, message } = await apiRequest<Saved>("POST", "/api/partner/vehicles", body);
      toast({ title: PARTNER_ADD_SUCCESS, description: message, variant: "success" });
      return vehicle;
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors);
      toast({
        title: mode.kind === "edit" ? PARTNER_UPDATE_FAILED : PARTNER_ADD_FAILED,
        description: error instanceof ApiError ? error.message : UNKNOWN_ERROR,
        variant: "error",
      });
      setSaving(false);
      return null;
    }
  };

  return { save, saving, errors };
}
