import { boolean, index, jsonb, pgTable, serial, smallint, text } from "drizzle-orm/pg-core";
import { REVIEW_STATUSES } from "#domain/review";
import { createdAt, updatedAt } from "./columns";

// What staff and customers publish beside the listings: reviews and the board.

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    customerName: text("customer_name").notNull(),
    vehicleName: text("vehicle_name").notNull(),
    rating: smallint("rating").notNull(),
    content: text("content").notNull(),
    photoUrl: text("photo_url"),
    /**
     * Only approved reviews are public. A row written without a status waits for an admin; the migration that
     * added the column approved the reviews published before it.
     */
    status: text("status", { enum: REVIEW_STATUSES }).notNull().default("pending"),
    /** Written by the demo seed (server/seed/seed.ts): removed together by 데모 데이터 모두 삭제, never a real row. */
    isDemo: boolean("is_demo").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("reviews_created_idx").on(t.createdAt),
    // The public lists (approved, newest first, ties by id) and the admin's 승인 대기 queue: an index range, not a sort.
    index("reviews_status_created_idx").on(t.status, t.createdAt, t.id),
  ],
);

export const boardPosts = pgTable(
  "board_posts",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    /** Media keys. */
    images: jsonb("images").$type<string[]>().notNull().default([]),
    category: text("category").notNull().default("무보증 리스트"),
    /** Written by the demo seed (server/seed/seed.ts): removed together by 데모 데이터 모두 삭제, never a real row. */
    isDemo: boolean("is_demo").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("board_posts_created_idx").on(t.createdAt)],
);
