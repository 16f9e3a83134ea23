-- string_agg that stops growing at 4096 characters (XDATA_VALUE_MAX_CHARS): the model query guard
-- rewrites string_agg to it, so no aggregate can gather a value the database cannot hold (issue 35).
CREATE OR REPLACE FUNCTION xdata.capped_string_agg_step(state text, value text, separator text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN value IS NULL THEN state
    WHEN state IS NULL THEN left(value, 4096)
    WHEN length(state) >= 4096 THEN state
    ELSE left(state || coalesce(separator, '') || value, 4096)
  END
$$;
--> statement-breakpoint
CREATE OR REPLACE AGGREGATE xdata.capped_string_agg(text, text) (SFUNC = xdata.capped_string_agg_step, STYPE = text);
--> statement-breakpoint
-- The sandbox logs in as the reader (a pool of its own), so user SQL runs with the reader as its
-- session_user: there is no RESET ROLE back to the server's user. Its password, where the cluster asks
-- for one, is set by whoever administers the database (docs/DEPLOYMENT.md). A user that may not alter
-- roles leaves the reader as it was; the server then falls back to SET LOCAL ROLE and says so.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'fieldlink_xdata_reader') THEN
    ALTER ROLE fieldlink_xdata_reader LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION;
    GRANT EXECUTE ON FUNCTION xdata.capped_string_agg_step(text, text, text) TO fieldlink_xdata_reader;
    GRANT EXECUTE ON FUNCTION xdata.capped_string_agg(text, text) TO fieldlink_xdata_reader;
    EXECUTE format('GRANT CONNECT ON DATABASE %I TO fieldlink_xdata_reader', current_database());
  END IF;
EXCEPTION WHEN insufficient_privilege OR invalid_grant_operation THEN
  RAISE NOTICE 'xdata reader role not changed: %', SQLERRM;
END
$$;
