-- Partial name and number search over many leads (a trusted extension: the database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "lead_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL,
	"actor_user_id" integer,
	"kind" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "follow_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "memo" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "plan" jsonb;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "vehicle_slug" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "page_url" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "repeat_of_id" integer;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_inquiry_idx" ON "lead_events" USING btree ("inquiry_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_outbox_lead_channel_idx" ON "notification_outbox" USING btree ("inquiry_id","channel");--> statement-breakpoint
CREATE INDEX "notification_outbox_due_idx" ON "notification_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_repeat_of_id_inquiries_id_fk" FOREIGN KEY ("repeat_of_id") REFERENCES "public"."inquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_status_created_idx" ON "inquiries" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "inquiries_source_created_idx" ON "inquiries" USING btree ("source","created_at","id");--> statement-breakpoint
CREATE INDEX "inquiries_assignee_created_idx" ON "inquiries" USING btree ("assignee_id","created_at","id");--> statement-breakpoint
CREATE INDEX "inquiries_follow_up_idx" ON "inquiries" USING btree ("follow_up_at") WHERE "inquiries"."follow_up_at" is not null;--> statement-breakpoint
CREATE INDEX "inquiries_contact_created_idx" ON "inquiries" USING btree ("contact","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_name_trgm_idx" ON "inquiries" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inquiries_contact_trgm_idx" ON "inquiries" USING gin ("contact" gin_trgm_ops);--> statement-breakpoint
-- Quote requests become leads in the one list; their driver-age choice goes where the other forms keep it.
INSERT INTO "inquiries" (name, contact, region, vehicle, source, idempotency_key, created_at)
SELECT customer_name, customer_phone, special_options, '', 'quote-request', idempotency_key, created_at FROM quote_requests
ORDER BY id;--> statement-breakpoint
DROP TABLE "quote_requests" CASCADE;--> statement-breakpoint
-- Leads per status and Seoul day of arrival, kept in the writer's transaction like the other tallies, so the
-- list's count per status needs no scan of the table.
CREATE FUNCTION "tally_lead_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO daily_tallies (metric, day, key, shard, n)
    SELECT 'lead_status', seoul_day(created_at), status, tally_shard(), count(*) FROM new_rows GROUP BY 2, 3 ORDER BY 2, 3
    ON CONFLICT (metric, day, key, shard) DO UPDATE SET n = daily_tallies.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO daily_tallies (metric, day, key, shard, n)
    SELECT 'lead_status', seoul_day(created_at), status, tally_shard(), -count(*) FROM old_rows GROUP BY 2, 3 ORDER BY 2, 3
    ON CONFLICT (metric, day, key, shard) DO UPDATE SET n = daily_tallies.n + excluded.n;
  ELSE
    INSERT INTO daily_tallies (metric, day, key, shard, n)
    SELECT 'lead_status', day, status, tally_shard(), sum(n) FROM (
      SELECT seoul_day(o.created_at) AS day, o.status, -1 AS n FROM old_rows o JOIN new_rows r ON r.id = o.id WHERE r.status <> o.status
      UNION ALL
      SELECT seoul_day(r.created_at), r.status, 1 FROM old_rows o JOIN new_rows r ON r.id = o.id WHERE r.status <> o.status
    ) changes GROUP BY 2, 3 ORDER BY 2, 3
    ON CONFLICT (metric, day, key, shard) DO UPDATE SET n = daily_tallies.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "inquiries_status_tally_insert" AFTER INSERT ON "inquiries" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_lead_status();--> statement-breakpoint
CREATE TRIGGER "inquiries_status_tally_delete" AFTER DELETE ON "inquiries" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_lead_status();--> statement-breakpoint
CREATE TRIGGER "inquiries_status_tally_update" AFTER UPDATE ON "inquiries" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_lead_status();--> statement-breakpoint
-- Leads stored before the trigger existed, the copied quote requests included. Creating the trigger locked the
-- table against writes until the migration commits, so no lead is counted twice or missed.
INSERT INTO "daily_tallies" (metric, day, key, shard, n)
SELECT 'lead_status', seoul_day(created_at), status, 0, count(*) FROM inquiries GROUP BY 2, 3;
