CREATE TABLE "daily_tallies" (
	"metric" text NOT NULL,
	"day" date NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"shard" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "daily_tallies_metric_day_key_shard_pk" PRIMARY KEY("metric","day","key","shard")
);
--> statement-breakpoint
CREATE TABLE "page_view_visitors" (
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "page_view_visitors_day_visitor_hash_pk" PRIMARY KEY("day","visitor_hash")
);
--> statement-breakpoint
DROP INDEX "inquiries_created_idx";--> statement-breakpoint
CREATE INDEX "inquiries_created_id_idx" ON "inquiries" USING btree ("created_at","id");--> statement-breakpoint
-- Room on each page for the tallies' updates to stay on it, so they add no index entries.
ALTER TABLE "daily_tallies" SET (fillfactor = 50);--> statement-breakpoint
-- The dashboard's daily figures are kept by the triggers below, in the same transaction as the rows they count.
CREATE FUNCTION "seoul_day"(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT (at AT TIME ZONE 'Asia/Seoul')::date
$$;--> statement-breakpoint
-- The row a writer adds to: one per database connection (up to 16), so concurrent writers rarely wait for
-- each other's commit as they would on a single counter row.
CREATE FUNCTION "tally_shard"() RETURNS smallint LANGUAGE sql STABLE AS $$
  SELECT (1 + pg_backend_pid() % 16)::smallint
$$;--> statement-breakpoint
CREATE FUNCTION "tally_page_views"() RETURNS trigger LANGUAGE plpgsql AS $$
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
END $$;--> statement-breakpoint
CREATE FUNCTION "tally_inquiries"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO daily_tallies (metric, day, key, shard, n)
    SELECT 'inquiries', seoul_day(created_at), '', tally_shard(), count(*) FROM new_rows GROUP BY 2 ORDER BY 2
    ON CONFLICT (metric, day, key, shard) DO UPDATE SET n = daily_tallies.n + excluded.n;
  ELSE
    INSERT INTO daily_tallies (metric, day, key, shard, n)
    SELECT 'inquiries', seoul_day(created_at), '', tally_shard(), -count(*) FROM old_rows GROUP BY 2 ORDER BY 2
    ON CONFLICT (metric, day, key, shard) DO UPDATE SET n = daily_tallies.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "page_views_tally_insert" AFTER INSERT ON "page_views" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_page_views();--> statement-breakpoint
CREATE TRIGGER "page_views_tally_delete" AFTER DELETE ON "page_views" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_page_views();--> statement-breakpoint
CREATE TRIGGER "inquiries_tally_insert" AFTER INSERT ON "inquiries" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_inquiries();--> statement-breakpoint
CREATE TRIGGER "inquiries_tally_delete" AFTER DELETE ON "inquiries" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_inquiries();--> statement-breakpoint
-- Rows stored before this migration, counted after the triggers exist: creating them locked both tables
-- against writes until the migration commits, so no row is counted twice or missed.
INSERT INTO "page_view_visitors" (day, visitor_hash)
SELECT DISTINCT seoul_day(viewed_at), visitor_hash FROM page_views;--> statement-breakpoint
INSERT INTO "daily_tallies" (metric, day, key, shard, n)
SELECT 'visitors', day, '', 0, count(*) FROM page_view_visitors GROUP BY day
UNION ALL
SELECT 'views', seoul_day(viewed_at), path, 0, count(*) FROM page_views GROUP BY seoul_day(viewed_at), path
UNION ALL
SELECT 'inquiries', seoul_day(created_at), '', 0, count(*) FROM inquiries GROUP BY seoul_day(created_at);
