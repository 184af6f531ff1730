import { describe, expect, it } from "vitest";
import { neutraliseCell } from "#server/shared/excel";
import {
  EXPORT_DATE_FORMAT,
  LEAD_EXPORT_HEADERS as INQUIRY_EXPORT_HEADERS,
  leadExportFileName as inquiryExportFileName,
  seoulDateCell,
} from "./export-leads";

describe("spreadsheet cell neutralisation", () => {
  it.each(['=HYPERLINK("http://x")', "+1+1", "-2+3", "@SUM(A1)", "\t=1", "\r=1"])(
    "prefixes %j with an apostrophe",
    (value) => {
      expect(neutraliseCell(value)).toBe(`'${value}`);
    },
  );
  it.each(["홍길동", "010-1234-5678", "만 26세 이상", "", "a=b"])("keeps %j", (value) => {
    expect(neutraliseCell(value)).toBe(value);
  });
});

describe("spreadsheet date cells", () => {
  it("hold Seoul's wall-clock time, as Excel keeps no time zone", () => {
    // 15:05 UTC is 00:05 the next day in Seoul.
    expect(seoulDateCell(new Date("2026-11-20T15:05:00Z")).toISOString()).toBe("2026-11-21T00:05:00.000Z");
    expect(EXPORT_DATE_FORMAT).toBe("yyyy-mm-dd hh:mm");
  });

  it("name the file by the Seoul day", () => {
    expect(inquiryExportFileName(new Date("2026-11-20T15:05:00Z"))).toBe("상담문의_20261121.xlsx");
  });

  it("keep the spec's columns first, then the lead's", () => {
    expect(INQUIRY_EXPORT_HEADERS.slice(0, 5)).toEqual(["이름", "연락처", "연령", "희망 차량", "신청일시"]);
    expect(INQUIRY_EXPORT_HEADERS).toContain("콜백 예약");
  });
});
