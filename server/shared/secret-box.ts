import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import type { Config } from "#server/config";

/**
 * Secrets kept in the database (webhook addresses that carry tokens, a provider's API key and secret) are sealed
 * with AES-256-GCM under a key from the configuration: SETTINGS_KEY when set, else one derived (HKDF-SHA256) from
 * SESSION_SECRET. A sealed value reads `v1.<iv>.<tag>.<ciphertext>` (base64url); the database never holds the
 * plain text. Changing the key (or the session secret without SETTINGS_KEY) leaves the sealed values unreadable:
 * they read as unset and must be entered again.
 */
const PREFIX = "v1";

function keyOf(config: Pick<Config, "settingsKey" | "sessionSecret">): Buffer {
  if (config.settingsKey) return createHash("sha256").update(config.settingsKey).digest();
  return Buffer.from(hkdfSync("sha256", config.sessionSecret, "rentpick", "alert-settings", 32));
}

export function seal(config: Pick<Config, "settingsKey" | "sessionSecret">, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(config), iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [PREFIX, iv, cipher.getAuthTag(), data]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** The plain text, or null when the value is not one this key sealed. */
export function unseal(config: Pick<Config, "settingsKey" | "sessionSecret">, sealed: string): string | null {
  const [prefix, iv, tag, data] = sealed.split(".");
  if (prefix !== PREFIX || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyOf(config), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
