-- Listing states (draft, pending review, published, sold, hidden), partners' changes waiting for review, price
-- freshness, and the addresses of deleted listings (answered 410).
CREATE TABLE "retired_vehicles" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"badges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_info" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "price_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "promotion_ends_at" date;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "price_stale_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "promotion_expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "revision" jsonb;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "revision_status" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "return_reason" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
-- Listings before states were all public: they count as published since they were listed, and their prices as
-- last changed when the listing was.
UPDATE "vehicles" SET "published_at" = "created_at", "price_changed_at" = "updated_at";--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicles_status_idx" ON "vehicles" USING btree ("status");--> statement-breakpoint
CREATE INDEX "vehicles_review_queue_idx" ON "vehicles" USING btree ("submitted_at") WHERE "vehicles"."status" = 'pending' or "vehicles"."revision_status" = 'pending';
