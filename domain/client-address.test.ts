import { describe, expect, it } from "vitest";
import { addressLimitKey } from "./client-address";

describe("addressLimitKey", () => {
  it("counts every address of one IPv6 /64 as one client, however it is written", () => {
    const key = addressLimitKey("2001:db8::1");
    expect(key).toBe("2001:db8:0:0::/64");
    for (const address of [
      "2001:db8::2",
      "2001:db8:0:0:ffff:ffff:ffff:ffff",
      "2001:0db8:0000:0000:0000:0000:0000:0001",
      "2001:DB8::ABCD:1",
      "2001:db8::1%eth0",
      "2001:db8::7%25en0",
      "[2001:db8::1]",
      " 2001:db8::9 ",
      "2001:db8::1.2.3.4",
    ])
      expect(addressLimitKey(address), address).toBe(key);
  });

  it("keeps two /64s apart, even side by side", () => {
    expect(addressLimitKey("2001:db8:0:1::1")).toBe("2001:db8:0:1::/64");
    expect(addressLimitKey("2001:db8:0:1::1")).not.toBe(addressLimitKey("2001:db8:0:2::1"));
    expect(addressLimitKey("2001:db8:1::1")).not.toBe(addressLimitKey("2001:db8::1"));
    expect(addressLimitKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
  });

  it("reads an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(addressLimitKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressLimitKey("::FFFF:203.0.113.7")).toBe("203.0.113.7");
    expect(addressLimitKey("::ffff:cb00:7107")).toBe("203.0.113.7");
    expect(addressLimitKey("0:0:0:0:0:ffff:cb00:7107")).toBe("203.0.113.7");
    expect(addressLimitKey("::ffff:203.0.113.7")).not.toBe(addressLimitKey("::ffff:203.0.113.8"));
  });

  it("keeps an IPv4 address whole, in its plain form", () => {
    expect(addressLimitKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressLimitKey("203.000.113.007")).toBe("203.0.113.7");
    expect(addressLimitKey("203.0.113.7")).not.toBe(addressLimitKey("203.0.113.8"));
  });

  it("leaves what is no address as its own key, never merged with a real one", () => {
    for (const text of [
      "garbage",
      "",
      "2001:db8:::1",
      "1:2:3:4:5:6:7:8:9",
      "1::2::3",
      "12345::1",
      "1.2.3.4::1",
      "256.1.1.1",
    ])
      expect(addressLimitKey(text), text).toBe(text.trim().toLowerCase());
    expect(addressLimitKey("::")).toBe("0:0:0:0::/64");
    expect(addressLimitKey("::1")).toBe("0:0:0:0::/64");
  });
});
