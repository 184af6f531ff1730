-- 사이트 설정: the business details saved in the admin, one row per field; a field without a row shows its SITE_* value.
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
