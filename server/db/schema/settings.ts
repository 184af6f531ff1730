import { jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns";

// What the admin sets for the whole site: 사이트 설정 and 알림 설정.

/**
 * 사이트 설정: the business details the admin saved, one row per field (domain/site-settings.ts keys). A field
 * without a row shows its SITE_* variable's value.
 */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

/**
 * 알림 설정: where new-lead alerts, customers' 접수 안내 and partner notices go, as the admin set them (one row,
 * `key` = `channels`). Webhook addresses and the 알림톡/SMS provider's key and secret are stored encrypted
 * (server/shared/secret-box.ts); until the admin saves, the NOTIFY_* / *_WEBHOOK_URL variables stand in.
 */
export const alertSettings = pgTable("alert_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
});
