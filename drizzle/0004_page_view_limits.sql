-- One view per visitor, path and minute (minutes since the epoch, set by the server; rows stored before this
-- migration have none and never conflict).
ALTER TABLE "page_views" ADD COLUMN "minute" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "page_views_visitor_path_minute_idx" ON "page_views" USING btree ("visitor_hash","path","minute");--> statement-breakpoint
-- Raw page views are kept for PAGE_VIEW_RETENTION_DAYS; the job that deletes older ones sets
-- rentcar.keep_tallies for its transaction, so the daily figures they made stay. Any other delete still
-- takes its views out of the figures.
CREATE OR REPLACE FUNCTION "tally_page_views"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- A visitor's first view of a day inserts its row; later views conflict and add no visitor.
    WITH first_views AS (
      INSERT INTO page_view_visitors (day, visitor_hash)
      SELECT DISTINCT seoul_day(viewed_at), visitor_hash FROM new_rows
      ON CONFLICT DO NOTHING
      RETURNING day
    )
    INSERT INTO daily_tallies (metric, day, key, shard, n)
    SELECT 'views', seoul_day(viewed_at), path, tally_shard(), count(*) FROM new_rows GROUP BY 2, 3
    UNION ALL
    SELECT 'visitors', day, '', tally_shard(), count(*) FROM first_views GROUP BY day
    ORDER BY 1, 2, 3
    ON CONFLICT (metric, day, key, shard) DO UPDATE SET n = daily_tallies.n + excluded.n;
  ELSIF current_setting('rentcar.keep_tallies', true) = 'on' THEN
    -- The retention job deleting views past their period: the day's figures stay as they were.
    RETURN NULL;
  ELSE
    -- A visitor stops counting for a day only when none of its views of that day is left.
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
    )
    INSERT INTO daily_tallies (metric, day, key, shard, n)
    SELECT 'views', seoul_day(viewed_at), path, tally_shard(), -count(*) FROM old_rows GROUP BY 2, 3
    UNION ALL
    SELECT 'visitors', day, '', tally_shard(), -count(*) FROM gone_visitors GROUP BY day
    ORDER BY 1, 2, 3
    ON CONFLICT (metric, day, key, shard) DO UPDATE SET n = daily_tallies.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
