-- 스팸 의심: lead posts held back for a person to release or delete (domain/lead-intake.ts). Their ids come from the
-- leads' own sequence, so a released lead keeps the id its sender was answered.
CREATE TABLE "held_leads" (
	"id" integer PRIMARY KEY DEFAULT nextval('inquiries_id_seq') NOT NULL,
	"name" text NOT NULL,
	"contact" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"vehicle" text NOT NULL,
	"source" text DEFAULT 'home' NOT NULL,
	"plan" jsonb,
	"vehicle_slug" text,
	"page_url" text,
	"attribution" jsonb,
	"idempotency_key" text,
	"reason" text NOT NULL,
	"client_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Alerts folded into one digest message share a key: sent, retried and recorded together under it.
ALTER TABLE "notification_outbox" ADD COLUMN "digest_key" text;--> statement-breakpoint
CREATE INDEX "held_leads_created_id_idx" ON "held_leads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "held_leads_client_created_idx" ON "held_leads" USING btree ("client_key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "held_leads_idempotency_idx" ON "held_leads" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "notification_outbox_digest_idx" ON "notification_outbox" USING btree ("digest_key") WHERE "notification_outbox"."digest_key" is not null;