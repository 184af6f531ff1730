-- 알림 설정 saved in the admin: where new-lead alerts, customers' 접수 안내 and partner notices go. One row;
-- webhook addresses and the 알림톡/SMS provider's key and secret inside it are AES-256-GCM encrypted.
CREATE TABLE "alert_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
