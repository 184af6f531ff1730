import { existsSync } from "node:fs";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own browser if one was installed. Never downloads. */
export async function findChromium(): Promise<string> {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  try {
    const { chromium } = await import("@playwright/test");
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // fall through to the message below
  }
  throw new Error(
    "Chromium을 찾을 수 없습니다. CHROMIUM_PATH 를 설정하거나 `sudo apt-get install -y chromium` 으로 설치하세요 " +
      "(macOS: `npx playwright install chromium`).",
  );
}
