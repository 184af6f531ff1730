-- 상담 희망 시간 and 고객 유형 on every lead form, and where a lead was sent from beyond one car: the 견적서 it
-- answers and the cars of /compare or /saved. Held leads keep the same, so a released one loses nothing.
ALTER TABLE "held_leads" ADD COLUMN "call_time" text;--> statement-breakpoint
ALTER TABLE "held_leads" ADD COLUMN "customer_type" text;--> statement-breakpoint
ALTER TABLE "held_leads" ADD COLUMN "quote_token" text;--> statement-breakpoint
ALTER TABLE "held_leads" ADD COLUMN "cars" jsonb;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "call_time" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "customer_type" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "quote_token" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "cars" jsonb;