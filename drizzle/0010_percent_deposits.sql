-- A percent deposit (`30%`) is a share of the car's price and no amount: the list keys computed before read it as
-- 30만원 (sorting by deposit, deposit bands). Such listings get their keys again on the next list read or start.
UPDATE "vehicles" SET "list_keys_stale" = true WHERE position('%' in "price_info"::text) > 0;
