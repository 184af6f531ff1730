import { Check, FileText } from "lucide-react";
import type { SpriteIcon } from "#app/components/ui/icon-sprite";

/** The icons a vehicle page repeats (every option's check, every document's mark), drawn once in its sprite. */
export const VEHICLE_ICONS = {
  check: { id: "vehicle-icon-check", icon: Check },
  document: { id: "vehicle-icon-document", icon: FileText },
} as const satisfies Record<string, SpriteIcon>;
