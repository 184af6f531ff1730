import { timestamp } from "drizzle-orm/pg-core";

/** When a row was made and last changed, as every table that has them writes them. */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
