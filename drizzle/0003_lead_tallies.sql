-- Leads per status are also kept by source and by owner (key `quote/new`, `12/consulting`, `-/new` for no owner),
-- so the lead list's status counts under a source or owner filter add up a few rows per day instead of counting
-- a large share of the table. Writes wait here until the migration commits, so no lead is counted twice or missed.
LOCK TABLE "inquiries" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "tally_lead_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO daily_tallies (metric, day, key, shard, n)
    SELECT k.metric, seoul_day(r.created_at), k.key, tally_shard(), count(*)
    FROM new_rows r
    CROSS JOIN LATERAL (VALUES ('lead_status', r.status), ('lead_source_status', r.source || '/' || r.status),
                               ('lead_owner_status', coalesce(r.assignee_id::text, '-') || '/' || r.status)) AS k(metric, key)
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (metric, day, key, shard) DO UPDATE SET n = daily_tallies.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO daily_tallies (metric, day, key, shard, n)
    SELECT k.metric, seoul_day(o.created_at), k.key, tally_shard(), -count(*)
    FROM old_rows o
    CROSS JOIN LATERAL (VALUES ('lead_status', o.status), ('lead_source_status', o.source || '/' || o.status),
                               ('lead_owner_status', coalesce(o.assignee_id::text, '-') || '/' || o.status)) AS k(metric, key)
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (metric, day, key, shard) DO UPDATE SET n = daily_tallies.n + excluded.n;
  ELSE
    -- Only rows whose counted fields changed; a figure that comes out even (an owner change leaves the status
    -- count as it was) writes nothing.
    INSERT INTO daily_tallies (metric, day, key, shard, n)
    SELECT k.metric, c.day, k.key, tally_shard(), sum(c.n)
    FROM (
      SELECT seoul_day(o.created_at) AS day, o.status, o.source, o.assignee_id, -1 AS n
      FROM old_rows o JOIN new_rows r ON r.id = o.id
      WHERE (r.status, r.source, r.assignee_id, r.created_at) IS DISTINCT FROM (o.status, o.source, o.assignee_id, o.created_at)
      UNION ALL
      SELECT seoul_day(r.created_at), r.status, r.source, r.assignee_id, 1
      FROM old_rows o JOIN new_rows r ON r.id = o.id
      WHERE (r.status, r.source, r.assignee_id, r.created_at) IS DISTINCT FROM (o.status, o.source, o.assignee_id, o.created_at)
    ) c
    CROSS JOIN LATERAL (VALUES ('lead_status', c.status), ('lead_source_status', c.source || '/' || c.status),
                               ('lead_owner_status', coalesce(c.assignee_id::text, '-') || '/' || c.status)) AS k(metric, key)
    GROUP BY 1, 2, 3 HAVING sum(c.n) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (metric, day, key, shard) DO UPDATE SET n = daily_tallies.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Leads stored before this migration, counted the way the trigger now counts new ones.
INSERT INTO "daily_tallies" (metric, day, key, shard, n)
SELECT k.metric, seoul_day(created_at), k.key, 0, count(*)
FROM inquiries
CROSS JOIN LATERAL (VALUES ('lead_source_status', source || '/' || status), ('lead_owner_status', coalesce(assignee_id::text, '-') || '/' || status)) AS k(metric, key)
GROUP BY 1, 2, 3;
