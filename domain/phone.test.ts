import { describe, expect, it } from "vitest";
import {
  formatPhone,
  isKoreanPhone,
  MOBILE_LENGTH,
  OLD_MOBILE_LENGTH,
  PHONE_INVALID,
  phoneDigits,
  phoneProblem,
} from "./phone";

describe("phone numbers", () => {
  it.each([
    ["010-1234-5678", "01012345678"],
    ["01012345678", "01012345678"],
    ["010 1234 5678", "01012345678"],
    ["010.9876.5432", "01098765432"],
    ["(010) 9876-5432", "01098765432"],
    ["+82 10-9876-5432", "01098765432"],
    ["+82 (0)10 9876 5432", "01098765432"],
    ["+821098765432", "01098765432"],
    ["0082-10-9876-5432", "01098765432"],
    ["０１０－９８７６－５４３２", "01098765432"],
    ["010‐9876‐5432", "01098765432"],
    ["011-123-4567", "0111234567"],
    ["019-1234-5678", "01912345678"],
    ["011-123-4567", "0111234567"],
    ["017-1234-5678", "01712345678"],
    ["02-123-4567", "021234567"],
    ["02-1234-5678", "0212345678"],
    ["031-123-4567", "0311234567"],
    ["064-1234-5678", "06412345678"],
    ["070-1234-5678", "07012345678"],
    ["0504-1234-5678", "050412345678"],
    ["0505-123-4567", "05051234567"],
    ["080-123-4567", "0801234567"],
  ])("accepts %s as %s", (input, digits) => {
    expect(phoneProblem(input)).toBeNull();
    expect(phoneDigits(input)).toBe(digits);
  });

  it.each([
    ["", PHONE_INVALID],
    ["1234", PHONE_INVALID],
    ["11012345678", PHONE_INVALID],
    ["010-abcd-5678", PHONE_INVALID],
    ["0101234", MOBILE_LENGTH],
    ["010987654", MOBILE_LENGTH],
    ["010-1234-56789", MOBILE_LENGTH],
    ["016-12-3456", OLD_MOBILE_LENGTH],
    // An 010 number always has eleven digits: this customer could never be called back.
    ["010-1234-567", MOBILE_LENGTH],
    ["0101234567", MOBILE_LENGTH],
  ])("refuses %s", (input, message) => {
    expect(phoneProblem(input)).toBe(message);
    expect(isKoreanPhone(input)).toBe(false);
  });

  it.each(["02-12-345", "02-12345-67890", "031-12-3456", "070-123-456", "0504-12-34", "039-123-4567", "1588-1234"])(
    "refuses %s, a wrong length or an unknown prefix",
    (input) => expect(isKoreanPhone(input)).toBe(false),
  );

  it("shows hyphens", () => {
    expect(formatPhone("01012345678")).toBe("010-1234-5678");
    expect(formatPhone("0111234567")).toBe("011-123-4567");
    expect(formatPhone("0212345678")).toBe("02-1234-5678");
    expect(formatPhone("021234567")).toBe("02-123-4567");
    expect(formatPhone("0311234567")).toBe("031-123-4567");
    expect(formatPhone("050412345678")).toBe("0504-1234-5678");
    expect(formatPhone("05051234567")).toBe("0505-123-4567");
    expect(formatPhone("010987654")).toBe("010987654");
  });
});
