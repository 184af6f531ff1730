import { assemble } from "es-hangul";
import { jamoOf } from "#domain/fuzzy-search";
import { initialConsonants } from "#domain/search";
import { DEMO_VEHICLES } from "#server/seed/demo-data";

/** Swaps one vowel of a word for a near one (ㅐ↔ㅔ, ㅓ↔ㅕ, ㅗ↔ㅛ): the typos visitors make. */
function typo(word: string): string | null {
  const swap: Record<string, string> = { ㅐ: "ㅔ", ㅔ: "ㅐ", ㅓ: "ㅕ", ㅕ: "ㅓ", ㅗ: "ㅛ", ㅛ: "ㅗ" };
  const jamo = jamoOf(word);
  const at = jamo.findIndex((j) => j in swap);
  if (at < 0) return null;
  jamo[at] = swap[jamo[at]!]!;
  return assemble(jamo);
}

/**
 * `count` distinct searches as visitors type them, from the demo catalogue's names: whole words, their first two
 * syllables, their initial consonants, a vowel typo, two words of one name, then pairs of words across names. Enough
 * of them that the caches in front of the search rarely hold the answer: the bench measures the search itself.
 */
export function benchSearchQueries(count: number): string[] {
  const words = [...new Set(DEMO_VEHICLES.flatMap((v) => v.name.split(/\s+/)).filter((w) => w.length >= 2))];
  const hangul = words.filter((w) => /^[가-힣]+$/.test(w));
  const queries = new Set<string>([
    ...words,
    ...hangul.map((w) => w.slice(0, 2)),
    ...hangul.map((w) => initialConsonants(w)),
    ...hangul.map(typo).filter((w): w is string => w !== null && w.length >= 2),
    ...DEMO_VEHICLES.flatMap((v) => {
      const parts = v.name.split(/\s+/);
      return parts.slice(1).map((w, i) => `${parts[i]} ${w}`);
    }),
  ]);
  for (let i = 0; queries.size < count && i < words.length * words.length; i++) {
    const a = words[i % words.length]!;
    const b = words[Math.floor(i / words.length)]!;
    if (a !== b) queries.add(`${a} ${b}`);
  }
  return [...queries].slice(0, count);
}
