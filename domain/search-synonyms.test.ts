import { describe, expect, it } from "vitest";
import { fieldErrorsFrom } from "./field-errors";
import { SYNONYM_SAME, searchSynonymSchema, synonymKey } from "./search-synonyms";

describe("searchSynonymSchema", () => {
  it("takes a term and its meaning, trimmed", () => {
    expect(searchSynonymSchema.parse({ term: " 국민세단 ", meaning: "그랜저 " })).toEqual({
      term: "국민세단",
      meaning: "그랜저",
    });
  });

  it("refuses blanks, one-letter words, control characters, long text and a term meaning itself, in Korean", () => {
    expect(fieldErrorsFrom(searchSynonymSchema, { term: "  ", meaning: "" })).toEqual({
      term: "검색어를 입력해주세요",
      meaning: "뜻을 입력해주세요",
    });
    expect(fieldErrorsFrom(searchSynonymSchema, { term: "차", meaning: "--" })).toEqual({
      term: "검색어는 글자나 숫자 2자 이상으로 입력해주세요",
      meaning: "뜻은 글자나 숫자 2자 이상으로 입력해주세요",
    });
    expect(fieldErrorsFrom(searchSynonymSchema, { term: "국민\u0000세단", meaning: "그랜저\u202e" })).toEqual({
      term: "검색어에 쓸 수 없는 문자가 있습니다",
      meaning: "뜻에 쓸 수 없는 문자가 있습니다",
    });
    expect(fieldErrorsFrom(searchSynonymSchema, { term: "가".repeat(31), meaning: "나".repeat(41) })).toEqual({
      term: "검색어는 30자 이내로 입력해주세요",
      meaning: "뜻은 40자 이내로 입력해주세요",
    });
    expect(fieldErrorsFrom(searchSynonymSchema, { term: "아이오닉 5", meaning: "아이오닉5" })).toEqual({
      meaning: SYNONYM_SAME,
    });
    expect(fieldErrorsFrom(searchSynonymSchema, { term: 5, meaning: ["그랜저"] })).toEqual({
      term: "검색어를 입력해주세요",
      meaning: "뜻을 입력해주세요",
    });
  });

  it("keys a term as the search compares it", () => {
    expect(synonymKey("아이오닉 5N")).toBe(synonymKey("아이오닉5n"));
  });
});
