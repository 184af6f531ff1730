import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), "rentcar-config-"));

describe("loadConfig", () => {
  it("has working defaults for a fresh clone", () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.sessionSecret).toHaveLength(64);
    expect(config.site.phone).toMatch(/^[0-9-]+$/);
  });

  it("keeps the generated session secret across starts", () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(loadConfig({ DATA_DIR: dir }).sessionSecret);
  });

  it.each([
    ["admin123", "비밀번호는 10자 이상 입력해주세요"],
    ["qwer1234!!", "너무 흔한 비밀번호입니다. 다른 비밀번호를 입력해주세요"],
    ["1234567890", "너무 흔한 비밀번호입니다. 다른 비밀번호를 입력해주세요"],
  ])("refuses to start with a weak ADMIN_PASSWORD (%s), saying why in Korean", (password, message) => {
    const env = { DATA_DIR: dataDir(), ADMIN_USERNAME: "admin", ADMIN_PASSWORD: password };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(`ADMIN_PASSWORD: ${message}`);
    expect(() => loadConfig(env)).not.toThrow(password);
  });

  it.each([
    ["PORT", "abc"],
    ["DATABASE_URL", "mysql://x"],
    ["SEED_DEMO", "maybe"],
    ["SITE_EMAIL", "not-an-email"],
    ["NAVER_SITE_VERIFICATION", '<meta name="naver-site-verification" content="abc123def456">'],
    ["GOOGLE_SITE_VERIFICATION", "short"],
  ])("names the variable when %s is bad", (name, value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value })).toThrow(name);
  });

  it("reads the search consoles' ownership codes, each optional", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).siteVerification).toEqual({});
    const config = loadConfig({
      DATA_DIR: dataDir(),
      NAVER_SITE_VERIFICATION: "0a1b2c3d4e5f60718293a4b5c6d7e8f901234567",
      GOOGLE_SITE_VERIFICATION: "Ab-cD_eF0123456789abcdefghijklmnopqrstuvwxy",
    });
    expect(config.siteVerification).toEqual({
      naver: "0a1b2c3d4e5f60718293a4b5c6d7e8f901234567",
      google: "Ab-cD_eF0123456789abcdefghijklmnopqrstuvwxy",
    });
  });

  it("overrides site details from SITE_* variables", () => {
    expect(loadConfig({ DATA_DIR: dataDir(), SITE_PHONE: "02-123-4567" }).site.phone).toBe("02-123-4567");
  });

  describe("media in object storage", () => {
    const bucket = { S3_BUCKET: "rentpick-media", S3_REGION: "ap-northeast-2" };

    it("keeps media on disk unless S3_BUCKET is set", () => {
      const config = loadConfig({ DATA_DIR: dataDir() });
      expect(config.s3).toBeUndefined();
      expect(config.mediaPublicUrl).toBeUndefined();
    });

    it("reads AWS, Cloudflare R2 and Naver Cloud settings", () => {
      expect(loadConfig({ DATA_DIR: dataDir(), ...bucket }).s3).toEqual({
        bucket: "rentpick-media",
        endpoint: undefined,
        region: "ap-northeast-2",
        credentials: undefined,
      });
      const r2 = loadConfig({
        DATA_DIR: dataDir(),
        S3_BUCKET: "media",
        S3_REGION: "auto",
        S3_ENDPOINT: "https://0123456789abcdef.r2.cloudflarestorage.com/",
        S3_ACCESS_KEY_ID: "key-id",
        S3_SECRET_ACCESS_KEY: "secret",
        MEDIA_PUBLIC_URL: "https://img.rentpick.kr/",
      });
      expect(r2.s3).toEqual({
        bucket: "media",
        endpoint: "https://0123456789abcdef.r2.cloudflarestorage.com",
        region: "auto",
        credentials: { accessKeyId: "key-id", secretAccessKey: "secret" },
      });
      expect(r2.mediaPublicUrl).toBe("https://img.rentpick.kr");
      const ncloud = loadConfig({
        DATA_DIR: dataDir(),
        S3_BUCKET: "rentpick",
        S3_REGION: "kr-standard",
        S3_ENDPOINT: "https://kr.object.ncloudstorage.com",
      });
      expect(ncloud.s3?.endpoint).toBe("https://kr.object.ncloudstorage.com");
    });

    it.each([
      [{ ...bucket, S3_BUCKET: "Bad_Bucket" }, "S3_BUCKET: 버킷 이름은"],
      [{ S3_BUCKET: "media" }, "S3_REGION: S3_BUCKET 을 쓸 때 필요합니다"],
      [{ ...bucket, S3_ENDPOINT: "ftp://storage" }, "S3_ENDPOINT: http:// 또는 https://"],
      [{ ...bucket, S3_ACCESS_KEY_ID: "only-the-id" }, "S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: 둘 다 설정하거나"],
      [{ S3_ENDPOINT: "https://kr.object.ncloudstorage.com" }, "S3_ENDPOINT: S3_BUCKET 없이는 쓰이지 않습니다"],
      [{ MEDIA_PUBLIC_URL: "https://cdn.example.kr" }, "로컬 저장소로는 쓸 수 없습니다"],
      [{ ...bucket, MEDIA_PUBLIC_URL: "cdn.example.kr" }, "MEDIA_PUBLIC_URL: http:// 또는 https://"],
    ])("refuses half or wrong bucket settings, naming them in Korean (%o)", (env, message) => {
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
    });
  });
});
