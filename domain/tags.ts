/** Colours of the recommendation-tag badges: 추천 red, 렌트할인 orange, 만21세가능 yellow, 만26세가능 green, others grey. */
export type TagTone = "red" | "orange" | "yellow" | "green" | "grey";

const TONES: Record<string, TagTone> = {
  추천: "red",
  렌트할인: "orange",
  만21세가능: "yellow",
  만26세가능: "green",
};

/** The colour of a recommendation tag; spaces are ignored (`만 21세 가능` is 만21세가능). */
export function tagTone(tag: string): TagTone {
  return TONES[tag.replace(/\s/g, "")] ?? "grey";
}
