-- Every character twice: the name search's trigram indexes read it, so that parts of two characters have trigrams too.
CREATE FUNCTION "double_chars"(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(t, '(.)', '\1\1', 'g')
$$;--> statement-breakpoint
CREATE TABLE "vehicle_names" (
	"name" text PRIMARY KEY NOT NULL,
	"search_text" text NOT NULL,
	"search_initials" text NOT NULL,
	"search_jamo" text NOT NULL,
	"search_jamo2" text GENERATED ALWAYS AS (double_chars(search_jamo)) STORED NOT NULL,
	"search_initials2" text GENERATED ALWAYS AS (double_chars(search_initials)) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "list_keys_stale" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "list_new" boolean GENERATED ALWAYS AS (badges ? '신차') STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "list_used" boolean GENERATED ALWAYS AS (badges ? '중고차') STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "list_category" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "list_group" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "list_group_rank" smallint;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "brand" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "fuel" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "lowest_monthly" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "lowest_deposit" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "deposit_bands" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "first_deposit" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "vehicle_types" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "search_initials" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "search_jamo" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "views_30d" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "vehicle_names_jamo_trgm_idx" ON "vehicle_names" USING gin ("search_jamo2" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vehicle_names_initials_trgm_idx" ON "vehicle_names" USING gin ("search_initials2" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vehicles_list_keys_stale_idx" ON "vehicles" USING btree ("id") WHERE "vehicles"."list_keys_stale";--> statement-breakpoint
CREATE INDEX "vehicles_list_new_default_idx" ON "vehicles" USING btree ("list_group_rank","id") WHERE "vehicles"."list_new";--> statement-breakpoint
CREATE INDEX "vehicles_list_new_price_asc_idx" ON "vehicles" USING btree ("list_group_rank",(coalesce("lowest_monthly", 2147483647)),"id") WHERE "vehicles"."list_new";--> statement-breakpoint
CREATE INDEX "vehicles_list_new_price_desc_idx" ON "vehicles" USING btree ("list_group_rank",(-coalesce("lowest_monthly", -1)),(-"id")) WHERE "vehicles"."list_new";--> statement-breakpoint
CREATE INDEX "vehicles_list_new_deposit_idx" ON "vehicles" USING btree ("list_group_rank",(coalesce("lowest_deposit", 2147483647)),"id") WHERE "vehicles"."list_new";--> statement-breakpoint
CREATE INDEX "vehicles_list_new_newest_idx" ON "vehicles" USING btree ("list_group_rank",(-"id")) WHERE "vehicles"."list_new";--> statement-breakpoint
CREATE INDEX "vehicles_list_new_popular_idx" ON "vehicles" USING btree ("list_group_rank",(-"views_30d"),(-"id")) WHERE "vehicles"."list_new";--> statement-breakpoint
CREATE INDEX "vehicles_list_used_default_idx" ON "vehicles" USING btree ("list_group_rank","id") WHERE "vehicles"."list_used";--> statement-breakpoint
CREATE INDEX "vehicles_list_used_price_asc_idx" ON "vehicles" USING btree ("list_group_rank",(coalesce("lowest_monthly", 2147483647)),"id") WHERE "vehicles"."list_used";--> statement-breakpoint
CREATE INDEX "vehicles_list_used_price_desc_idx" ON "vehicles" USING btree ("list_group_rank",(-coalesce("lowest_monthly", -1)),(-"id")) WHERE "vehicles"."list_used";--> statement-breakpoint
CREATE INDEX "vehicles_list_used_deposit_idx" ON "vehicles" USING btree ("list_group_rank",(coalesce("lowest_deposit", 2147483647)),"id") WHERE "vehicles"."list_used";--> statement-breakpoint
CREATE INDEX "vehicles_list_used_newest_idx" ON "vehicles" USING btree ("list_group_rank",(-"id")) WHERE "vehicles"."list_used";--> statement-breakpoint
CREATE INDEX "vehicles_list_used_popular_idx" ON "vehicles" USING btree ("list_group_rank",(-"views_30d"),(-"id")) WHERE "vehicles"."list_used";--> statement-breakpoint
CREATE INDEX "vehicles_category_created_idx" ON "vehicles" USING btree ("category","created_at","id");--> statement-breakpoint
CREATE INDEX "vehicles_name_idx" ON "vehicles" USING btree ("name","id");--> statement-breakpoint
-- The list keys are read from these fields by the catalogue's rules (domain/list-keys.ts), which live in TypeScript:
-- a change to any of them, by whatever writes it, marks the row so the keys are written again before the lists read.
CREATE FUNCTION "vehicles_list_keys_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.list_keys_stale := true;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "vehicles_list_keys_stale" BEFORE UPDATE OF "name", "category", "basic_info", "price_info" ON "vehicles"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.category IS DISTINCT FROM NEW.category
    OR OLD.basic_info IS DISTINCT FROM NEW.basic_info OR OLD.price_info IS DISTINCT FROM NEW.price_info)
  EXECUTE FUNCTION vehicles_list_keys_stale();--> statement-breakpoint
-- Every name a listing carries, with the keys its list-key pass wrote, lands in vehicle_names (once per name); those
-- no listing carries any more are removed by the daily maintenance.
CREATE FUNCTION "vehicle_names_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO vehicle_names (name, search_text, search_initials, search_jamo)
  SELECT DISTINCT ON (name) name, search_text, search_initials, search_jamo FROM new_rows
  WHERE NOT list_keys_stale AND search_text <> ''
  ORDER BY name
  ON CONFLICT (name) DO UPDATE SET search_text = excluded.search_text, search_initials = excluded.search_initials,
    search_jamo = excluded.search_jamo
  WHERE vehicle_names.search_text IS DISTINCT FROM excluded.search_text
    OR vehicle_names.search_initials IS DISTINCT FROM excluded.search_initials
    OR vehicle_names.search_jamo IS DISTINCT FROM excluded.search_jamo;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "vehicles_names_insert" AFTER INSERT ON "vehicles" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vehicle_names_add();--> statement-breakpoint
CREATE TRIGGER "vehicles_names_update" AFTER UPDATE ON "vehicles" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION vehicle_names_add();
