-- A sort (월 납입료, 보증금, 최신 등록순, 인기순) of the new-car or used-car list is one list across the display
-- groups: the same keys as the grouped indexes of 0008_list_keys, without the group, so any page is one range.
CREATE INDEX "vehicles_sorted_new_price_asc_idx" ON "vehicles" USING btree ((coalesce("lowest_monthly", 2147483647)),"id") WHERE "vehicles"."list_new";--> statement-breakpoint
CREATE INDEX "vehicles_sorted_new_price_desc_idx" ON "vehicles" USING btree ((-coalesce("lowest_monthly", -1)),(-"id")) WHERE "vehicles"."list_new";--> statement-breakpoint
CREATE INDEX "vehicles_sorted_new_deposit_idx" ON "vehicles" USING btree ((coalesce("lowest_deposit", 2147483647)),"id") WHERE "vehicles"."list_new";--> statement-breakpoint
CREATE INDEX "vehicles_sorted_new_newest_idx" ON "vehicles" USING btree ((-"id")) WHERE "vehicles"."list_new";--> statement-breakpoint
CREATE INDEX "vehicles_sorted_new_popular_idx" ON "vehicles" USING btree ((-"views_30d"),(-"id")) WHERE "vehicles"."list_new";--> statement-breakpoint
CREATE INDEX "vehicles_sorted_used_price_asc_idx" ON "vehicles" USING btree ((coalesce("lowest_monthly", 2147483647)),"id") WHERE "vehicles"."list_used";--> statement-breakpoint
CREATE INDEX "vehicles_sorted_used_price_desc_idx" ON "vehicles" USING btree ((-coalesce("lowest_monthly", -1)),(-"id")) WHERE "vehicles"."list_used";--> statement-breakpoint
CREATE INDEX "vehicles_sorted_used_deposit_idx" ON "vehicles" USING btree ((coalesce("lowest_deposit", 2147483647)),"id") WHERE "vehicles"."list_used";--> statement-breakpoint
CREATE INDEX "vehicles_sorted_used_newest_idx" ON "vehicles" USING btree ((-"id")) WHERE "vehicles"."list_used";--> statement-breakpoint
CREATE INDEX "vehicles_sorted_used_popular_idx" ON "vehicles" USING btree ((-"views_30d"),(-"id")) WHERE "vehicles"."list_used";--> statement-breakpoint
-- Every listing's list keys are written again in the background at the next start: a maker's spelling is no longer
-- read across word boundaries (롱레인지 프리미엄 was filed under 지프), so stored brands may change.
UPDATE "vehicles" SET "list_keys_stale" = true;
