import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import currentBuild from "../support/current-build";
import { DEMO_DATA_READY, startSiteProcess } from "../support/site-process";

export const E2E_ADMIN = { username: "e2e-admin", password: "e2e-admin-password-123" };

/** One production server with the demo data for all browser tests; its URL reaches the workers through the env. */
export default async function globalSetup() {
  currentBuild();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "rentcar-e2e-"));
  const site = await startSiteProcess({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    LOG_LEVEL: "warn",
    // Every browser test comes from 127.0.0.1; the per-IP form limits have their own API tests.
    RATE_LIMIT_DISABLED: "true",
    // A broker's real channels: a channel still at a platform's bare home page is hidden (site-settings.test.ts).
    SITE_MESSENGER_URL: "https://pf.kakao.com/_rentpick",
    SITE_VIDEO_URL: "https://www.youtube.com/@rentpick",
    SITE_PHOTO_URL: "https://www.instagram.com/rentpick",
    SITE_CAFE_URL: "https://cafe.naver.com/rentpick",
  });
  // The site serves while it seeds; the browser tests read the whole demo catalogue.
  await site.waitForOutput(DEMO_DATA_READY);
  process.env.E2E_BASE_URL = site.url;
  return async () => {
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
