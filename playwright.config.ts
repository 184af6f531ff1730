import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./tests/support/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Generous deadlines: a laptop is rarely idle, and a test waits for states, never for a time (`npm run test:busy`).
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [["list"]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: "ko-KR",
    timezoneId: "Asia/Seoul",
    trace: "retain-on-failure",
    launchOptions: { executablePath: await findChromium(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: "desktop", use: { viewport: { width: 1440, height: 900 } } }],
});
