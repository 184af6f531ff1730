import { ArrowRight, Heart, Play } from "lucide-react";
import type { SpriteIcon } from "#app/components/ui/icon-sprite";

/** The icons the home page repeats (every category card's arrow, every video's and photo's mark), drawn once. */
export const HOME_ICONS = {
  arrow: { id: "home-icon-arrow-right", icon: ArrowRight },
  play: { id: "home-icon-play", icon: Play, filled: true },
  heart: { id: "home-icon-heart", icon: Heart, filled: true },
} as const satisfies Record<string, SpriteIcon>;
