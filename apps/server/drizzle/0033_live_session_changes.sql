-- A server instance may keep a signed-in session's lookup (session, account, staff member, enterprise) for a few
-- seconds on PostgreSQL (modules/auth/live-sessions.ts). Any change to those rows, from any instance or from psql,
-- tells every instance to drop what it keeps: one notification per statement, after commit.
CREATE OR REPLACE FUNCTION pcb_live_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pcb_union_live_sessions', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_live_session_changed AFTER UPDATE OR DELETE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION pcb_live_session_changed();
--> statement-breakpoint
CREATE TRIGGER accounts_live_session_changed AFTER UPDATE OR DELETE ON accounts FOR EACH STATEMENT EXECUTE FUNCTION pcb_live_session_changed();
--> statement-breakpoint
CREATE TRIGGER staff_live_session_changed AFTER UPDATE OR DELETE ON staff FOR EACH STATEMENT EXECUTE FUNCTION pcb_live_session_changed();
--> statement-breakpoint
CREATE TRIGGER enterprises_live_session_changed AFTER UPDATE OR DELETE ON enterprises FOR EACH STATEMENT EXECUTE FUNCTION pcb_live_session_changed();
