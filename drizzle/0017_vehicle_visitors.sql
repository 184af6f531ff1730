-- The lead funnel's second step: distinct visitors who viewed a vehicle page on a Seoul day, kept as the
-- `vehicle_visitors` tally beside `visitors`, so the funnel divides people by people (a day's vehicle-page
-- visitors are a subset of its visitors) rather than page views by visitors.
CREATE TABLE "vehicle_page_visitors" (
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "vehicle_page_visitors_day_visitor_hash_pk" PRIMARY KEY("day","visitor_hash")
);
--> statement-breakpoint
-- Views written by another instance wait until this migration commits, so the count below and the trigger
-- from then on meet without a gap or an overlap (a replaced function alone locks no table).
LOCK TABLE "page_views" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
-- The page-view trigger of 0004, now also counting a visitor's first vehicle-page view of a day. Vehicle pages
-- are counted under /vehicles/… and /vehicle-info/… (countedPagePath in server/services/site/record-page-view.ts).
CREATE OR REPLACE FUNCTION "tally_page_views"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- A visitor's first view of a day inserts its row; later views conflict and add no visitor.
    WITH first_views AS (
      INSERT INTO page_view_visitors (day, visitor_hash)
      SELECT DISTINCT seoul_day(viewed_at), visitor_hash FROM new_rows
      ON CONFLICT DO NOTHING
      RETURNING day
    ), first_vehicle_views AS (
      INSERT INTO vehicle_page_visitors (day, visitor_hash)
      SELECT DISTINCT seoul_day(viewed_at), visitor_hash FROM new_rows
      WHERE path LIKE '/vehicles/%' OR path LIKE '/vehicle-info/%'
      ON CONFLICT DO NOTHING
      RETURNING day
    )
    INSERT INTO daily_tallies (metric, day, key, shard, n)
    SELECT 'views', seoul_day(viewed_at), path, tally_shard(), count(*) FROM new_rows GROUP BY 2, 3
    UNION ALL
    SELECT 'visitors', day, '', tally_shard(), count(*) FROM first_views GROUP BY day
    UNION ALL
    SELECT 'vehicle_visitors', day, '', tally_shard(), count(*) FROM first_vehicle_views GROUP BY day
    ORDER BY 1, 2, 3
    ON CONFLICT (metric, day, key, shard) DO UPDATE SET n = daily_tallies.n + excluded.n;
  ELSIF current_setting('rentcar.keep_tallies', true) = 'on' THEN
    -- The retention job deleting views past their period: the day's figures stay as they were.
    RETURN NULL;
  ELSE
    -- A visitor stops counting for a day only when none of its views of that day is left, and stops counting
    -- as a vehicle-page visitor only when none of its vehicle-page views of that day is left.
    WITH gone_visitors AS (
      DELETE FROM page_view_visitors v
      USING (SELECT DISTINCT seoul_day(viewed_at) AS day, visitor_hash FROM old_rows) o
      WHERE v.day = o.day AND v.visitor_hash = o.visitor_hash
        AND NOT EXISTS (
          SELECT 1 FROM page_views p
          WHERE p.visitor_hash = o.visitor_hash
            AND p.viewed_at >= o.day::timestamp AT TIME ZONE 'Asia/Seoul'
            AND p.viewed_at < (o.day + 1)::timestamp AT TIME ZONE 'Asia/Seoul')
      RETURNING v.day
    ), gone_vehicle_visitors AS (
      DELETE FROM vehicle_page_visitors v
      USING (
        SELECT DISTINCT seoul_day(viewed_at) AS day, visitor_hash FROM old_rows
        WHERE path LIKE '/vehicles/%' OR path LIKE '/vehicle-info/%') o
      WHERE v.day = o.day AND v.visitor_hash = o.visitor_hash
        AND NOT EXISTS (
          SELECT 1 FROM page_views p
          WHERE p.visitor_hash = o.visitor_hash
            AND (p.path LIKE '/vehicles/%' OR p.path LIKE '/vehicle-info/%')
            AND p.viewed_at >= o.day::timestamp AT TIME ZONE 'Asia/Seoul'
            AND p.viewed_at < (o.day + 1)::timestamp AT TIME ZONE 'Asia/Seoul')
      RETURNING v.day
    )
    INSERT INTO daily_tallies (metric, day, key, shard, n)
    SELECT 'views', seoul_day(viewed_at), path, tally_shard(), -count(*) FROM old_rows GROUP BY 2, 3
    UNION ALL
    SELECT 'visitors', day, '', tally_shard(), -count(*) FROM gone_visitors GROUP BY day
    UNION ALL
    SELECT 'vehicle_visitors', day, '', tally_shard(), -count(*) FROM gone_vehicle_visitors GROUP BY day
    ORDER BY 1, 2, 3
    ON CONFLICT (metric, day, key, shard) DO UPDATE SET n = daily_tallies.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Views stored before this migration, counted once (the lock above holds back new ones). Views already past
-- their retention period (PAGE_VIEW_RETENTION_DAYS, 90 by default, longer than the funnel's 30 days) are gone
-- and not counted.
INSERT INTO "vehicle_page_visitors" (day, visitor_hash)
SELECT DISTINCT seoul_day(viewed_at), visitor_hash FROM page_views
WHERE path LIKE '/vehicles/%' OR path LIKE '/vehicle-info/%';--> statement-breakpoint
INSERT INTO "daily_tallies" (metric, day, key, shard, n)
SELECT 'vehicle_visitors', day, '', 0, count(*) FROM vehicle_page_visitors GROUP BY day;
