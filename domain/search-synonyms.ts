/**
 * Staff synonyms of the search: a word visitors type (a new model's nickname, a dealer's shorthand) and what it
 * means (a model name, or a word the search already knows such as 전기차 or 기아). Added and deleted in the admin's
 * 검색 동의어 without a deploy; the server reads them into the search vocabulary (`search-vocabulary.ts`
 * `withSynonyms`). The rules here serve the admin form and the server alike.
 */
import { normalizeSearchText } from "./search";
import { z } from "./zod";

export interface SearchSynonym {
  /** What visitors type, as staff wrote it. */
  term: string;
  /** What it means, as staff wrote it. */
  meaning: string;
}

/** Shortest and longest a term or a meaning may be, in characters after normalising (spaces and case aside). */
export const SYNONYM_MIN_LENGTH = 2;
export const SYNONYM_TERM_MAX = 30;
export const SYNONYM_MEANING_MAX = 40;
/** Enough for every nickname a catalogue needs; the vocabulary is built again with all of them on each change. */
export const MAX_SEARCH_SYNONYMS = 500;

export const SYNONYM_ADDED = "동의어를 추가했습니다. 검색과 추천 검색어에 바로 반영됩니다.";
export const SYNONYM_DELETED = "동의어를 삭제했습니다.";
export const SYNONYM_SAVE_FAILED = "동의어를 저장하지 못했습니다. 잠시 후 다시 시도해주세요.";
export const SYNONYM_NOT_FOUND = "등록되지 않은 동의어입니다. 이미 삭제되었을 수 있습니다.";
export const SYNONYM_EXISTS = "이미 등록된 검색어입니다. 뜻을 바꾸려면 삭제한 뒤 다시 추가해주세요.";
export const SYNONYM_LIMIT = `동의어는 ${MAX_SEARCH_SYNONYMS}개까지 등록할 수 있습니다. 쓰지 않는 동의어를 삭제해주세요.`;
export const SYNONYM_SAME = "검색어와 뜻이 같습니다. 다른 말로 입력해주세요.";

/** The key a synonym is stored under in `site_settings`: one row per term, so a term is there at most once. */
export const SYNONYM_KEY_PREFIX = "search-synonym:";

/** The form a term is compared in: `아이오닉 5N` and `아이오닉5n` are one term. */
export const synonymKey = (term: string) => SYNONYM_KEY_PREFIX + normalizeSearchText(term);

// Control characters and the like are no word anyone searches for.
const PRINTABLE = /^[^\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]*$/u;

/** A field's rule; `label` with its particles, as Korean needs them (검색어를 / 뜻을). */
const text = (label: { object: string; topic: string; bare: string }, max: number) =>
  z
    .string({ error: `${label.object} 입력해주세요` })
    .trim()
    .min(1, `${label.object} 입력해주세요`)
    .refine((value) => PRINTABLE.test(value), `${label.bare}에 쓸 수 없는 문자가 있습니다`)
    .refine(
      (value) => Array.from(normalizeSearchText(value)).length >= SYNONYM_MIN_LENGTH,
      `${label.topic} 글자나 숫자 ${SYNONYM_MIN_LENGTH}자 이상으로 입력해주세요`,
    )
    .refine((value) => Array.from(value).length <= max, `${label.topic} ${max}자 이내로 입력해주세요`);

export const searchSynonymSchema = z
  .object({
    term: text({ object: "검색어를", topic: "검색어는", bare: "검색어" }, SYNONYM_TERM_MAX),
    meaning: text({ object: "뜻을", topic: "뜻은", bare: "뜻" }, SYNONYM_MEANING_MAX),
  })
  .refine((s) => normalizeSearchText(s.term) !== normalizeSearchText(s.meaning), {
    path: ["meaning"],
    message: SYNONYM_SAME,
  });
