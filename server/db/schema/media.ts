import { boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

// Stored images and the slots uploads go through.

export const mediaObjects = pgTable("media_objects", {
  /** Content hash of the normalised image; also its storage folder. */
  key: text("key").primaryKey(),
  mime: text("mime").notNull(),
  originalExt: text("original_ext").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  bytes: integer("bytes").notNull(),
  /** A demo photo: deleted with the demo data once no real row refers to it. */
  isDemo: boolean("is_demo").notNull().default(false),
  createdAt: createdAt(),
});

export const uploadTokens = pgTable(
  "upload_tokens",
  {
    token: text("token").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("upload_tokens_expires_idx").on(t.expiresAt)],
);
