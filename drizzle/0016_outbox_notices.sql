-- Receipts and partner notices go through the lead alerts' outbox: each row has a kind (lead, receipt, partner),
-- a partner notice belongs to no lead, and a receipt or notice is unique by its event key and channel, as a lead
-- alert stays unique by its lead and channel. Existing rows are lead alerts.
DROP INDEX "notification_outbox_lead_channel_idx";--> statement-breakpoint
ALTER TABLE "notification_outbox" ALTER COLUMN "inquiry_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "kind" text DEFAULT 'lead' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "event_key" text;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "payload" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_outbox_event_idx" ON "notification_outbox" USING btree ("event_key","channel") WHERE "notification_outbox"."event_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_outbox_lead_channel_idx" ON "notification_outbox" USING btree ("inquiry_id","channel") WHERE "notification_outbox"."kind" = 'lead';