import {
  BadgeCheck,
  CalendarDays,
  CircleCheck,
  FileText,
  Fuel,
  Gauge,
  IdCard,
  KeyRound,
  type LucideIcon,
  Percent,
  ShieldCheck,
  UserCheck,
  Wrench,
} from "lucide-react";
import { type BenefitIconKey, benefitIconKey } from "#domain/benefit-icons";

const PICTURES: Record<BenefitIconKey, LucideIcon> = {
  "user-check": UserCheck,
  "id-card": IdCard,
  "badge-check": BadgeCheck,
  percent: Percent,
  gauge: Gauge,
  "key-round": KeyRound,
  wrench: Wrench,
  "shield-check": ShieldCheck,
  "file-text": FileText,
  calendar: CalendarDays,
  fuel: Fuel,
};

/** The picture of a stored benefit icon; a plain check for keys the site does not know. */
export function benefitIcon(stored: string): LucideIcon {
  const key = benefitIconKey(stored);
  return key ? PICTURES[key] : CircleCheck;
}
