-- The audit log becomes append-only and tamper-evident (docs/audit.md): each enterprise's rows form a chain (the
-- rows with no enterprise form the platform's), each row carries its place, the hash of the chain's previous row
-- and its own SHA-256 over its canonical content. Existing rows are chained here, in id order, before the
-- triggers that keep the chain and refuse changes.
ALTER TABLE "audit_log" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text;--> statement-breakpoint
-- The canonical content: a JSON array (jsonb's text form, keys ordered, one spacing) of the place, the link and
-- every field, the time in UTC to the microsecond; hashed as UTF-8.
CREATE FUNCTION audit_log_row_hash(r audit_log) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(jsonb_build_array(
    r.seq, r.prev_hash, r.enterprise_uid, r.actor_account_uid,
    to_char(r.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    r.entity, r.entity_uid, r.action, r.before, r.after, r.ip
  )::text, 'UTF8')), 'hex')
$$;--> statement-breakpoint
DO $$
DECLARE
  r audit_log;
  chain uuid;
  started boolean := false;
  n bigint := 0;
  previous text;
BEGIN
  FOR r IN SELECT * FROM audit_log ORDER BY enterprise_uid NULLS FIRST, id LOOP
    IF NOT started OR r.enterprise_uid IS DISTINCT FROM chain THEN
      chain := r.enterprise_uid;
      started := true;
      n := 0;
      previous := NULL;
    END IF;
    n := n + 1;
    r.seq := n;
    r.prev_hash := previous;
    r.hash := audit_log_row_hash(r);
    UPDATE audit_log SET seq = r.seq, prev_hash = r.prev_hash, hash = r.hash WHERE id = r.id;
    previous := r.hash;
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "hash" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_chain_idx" ON "audit_log" USING btree (coalesce("enterprise_uid", '00000000-0000-0000-0000-000000000000'),"seq");--> statement-breakpoint
CREATE INDEX "audit_log_enterprise_at_idx" ON "audit_log" USING btree ("enterprise_uid","at");--> statement-breakpoint
-- Appends serialize per chain (a lock keyed by the enterprise, held to the end of the transaction) before the
-- chain's tail is read; whatever place, link or hash an INSERT gives is replaced. Under READ COMMITTED the tail
-- read after the lock sees the previous holder's committed row; a stale snapshot (REPEATABLE READ begun earlier)
-- fails on audit_log_chain_idx instead of forking the chain.
CREATE FUNCTION audit_log_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tail_seq bigint;
  tail_hash text;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('audit_log:' || coalesce(NEW.enterprise_uid::text, 'platform')));
  SELECT seq, hash INTO tail_seq, tail_hash FROM audit_log
    WHERE coalesce(enterprise_uid, '00000000-0000-0000-0000-000000000000') =
          coalesce(NEW.enterprise_uid, '00000000-0000-0000-0000-000000000000')
    ORDER BY coalesce(enterprise_uid, '00000000-0000-0000-0000-000000000000') DESC, seq DESC
    LIMIT 1;
  NEW.seq := coalesce(tail_seq, 0) + 1;
  NEW.prev_hash := tail_hash;
  NEW.hash := audit_log_row_hash(NEW);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER audit_log_chain BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_chain();--> statement-breakpoint
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
