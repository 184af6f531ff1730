-- Staff accounts in the admin: an admin account is a 대표 관리자 (owner) or a 상담원 (consultant), with contact
-- details, a one-time password to change at first sign-in, and 근무 중/자리 비움. Every existing admin account
-- becomes a 대표 관리자. `lead_routing` holds how new leads get an owner (수동 unless the 대표 관리자 chooses).
CREATE TABLE "lead_routing" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"mode" text DEFAULT 'manual' NOT NULL,
	"last_assignee_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "staff_role" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "on_duty" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "users" SET "staff_role" = 'owner' WHERE "role" = 'admin';--> statement-breakpoint
INSERT INTO "lead_routing" ("id", "mode") VALUES (1, 'manual') ON CONFLICT DO NOTHING;
