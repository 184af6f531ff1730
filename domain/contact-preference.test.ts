import { describe, expect, it } from "vitest";
import { channelsText, contactWarning, withinContactWindow } from "./contact-preference";

const seoul = (text: string) => new Date(`${text}+09:00`);

describe("연락 방법 and 연락 가능 시간", () => {
  it("names the channels, any when none was chosen", () => {
    expect(channelsText(["phone", "kakao"])).toBe("전화·카카오톡");
    expect(channelsText([])).toBe("전화·문자·카카오톡");
  });

  it("keeps to the window the customer chose", () => {
    expect(withinContactWindow("afternoon", seoul("2026-12-02T12:00"))).toBe(true);
    expect(withinContactWindow("afternoon", seoul("2026-12-02T18:00"))).toBe(false);
    expect(withinContactWindow("morning", seoul("2026-12-02T08:59"))).toBe(false);
    expect(withinContactWindow("now", seoul("2026-12-02T23:00"))).toBe(true);
    expect(withinContactWindow(null, seoul("2026-12-02T23:00"))).toBe(true);
  });

  it("warns before a call the customer did not ask for", () => {
    const pref = { channels: ["sms", "kakao"] as const, callTime: "evening" as const };
    expect(contactWarning(pref, "kakao", seoul("2026-12-02T19:00"))).toBeNull();
    expect(contactWarning(pref, "phone", seoul("2026-12-02T10:00"))).toBe(
      "고객이 원한 연락 방법은 문자·카카오톡입니다. 지금은 고객이 원한 연락 가능 시간(저녁 6시~9시)이 아닙니다.",
    );
    expect(contactWarning({ channels: [], callTime: null }, "phone", seoul("2026-12-02T03:00"))).toBeNull();
  });
});
