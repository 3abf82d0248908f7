-- Rate limits shared by every server process on one PostgreSQL (issue 56 "Must work" 3,
-- docs/decisions/119-shared-limits.md): one row per limited key (the route, the client's address
-- and venue host, or the diner), its count and when its window ends. A request takes its hit with
-- one upsert that starts a new window once the old one has ended and answers the count
-- (lib/rate-limit-store.ts); ended windows are swept about once a minute. UNLOGGED: the counters
-- of the last minute are not worth a WAL write per request, and a crash that empties the table
-- only gives every client a fresh minute.
CREATE UNLOGGED TABLE IF NOT EXISTS rate_limit_hits (
  key text PRIMARY KEY CHECK (length(key) <= 600),
  count integer NOT NULL,
  window_ends timestamptz NOT NULL
) WITH (fillfactor = 80);
