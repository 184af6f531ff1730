-- A deleted lead also counts in `lead_updates`. The lead list's kept answers are keyed by the leads' state (newest
-- id, count, changes), and deleting the newest lead put that state back where it was before the lead arrived: an
-- answer another instance made in between, with the lead in it, then matched again and stayed in use. Counting
-- deletes as changes means a state never comes back.
CREATE OR REPLACE FUNCTION "tally_inquiries"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO daily_tallies (metric, day, key, shard, n)
    SELECT 'inquiries', seoul_day(created_at), '', tally_shard(), count(*) FROM new_rows GROUP BY 2 ORDER BY 2
    ON CONFLICT (metric, day, key, shard) DO UPDATE SET n = daily_tallies.n + excluded.n;
  ELSE
    INSERT INTO daily_tallies (metric, day, key, shard, n)
    SELECT 'inquiries', seoul_day(created_at), '', tally_shard(), -count(*) FROM old_rows GROUP BY 2 ORDER BY 2
    ON CONFLICT (metric, day, key, shard) DO UPDATE SET n = daily_tallies.n + excluded.n;
    INSERT INTO daily_tallies (metric, day, key, shard, n)
    SELECT 'lead_updates', seoul_day(now()), '', tally_shard(), count(*) FROM old_rows HAVING count(*) > 0
    ON CONFLICT (metric, day, key, shard) DO UPDATE SET n = daily_tallies.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
