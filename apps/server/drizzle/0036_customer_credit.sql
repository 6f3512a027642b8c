CREATE TABLE "customer_credit" (
	"merchant_uid" uuid NOT NULL,
	"customer_uid" uuid NOT NULL,
	"receivables_cents" bigint DEFAULT 0 NOT NULL,
	"undelivered_cents" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_credit_merchant_uid_customer_uid_pk" PRIMARY KEY("merchant_uid","customer_uid")
);
--> statement-breakpoint
-- The credit rule of modules/customer/credit.ts, in one place. An order's unit price: its lines' total ÷ their
-- quantities, half-up to 6 places (0 without lines).
CREATE OR REPLACE FUNCTION order_unit_price(p_order uuid) RETURNS numeric LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN coalesce(sum(oi.quantity), 0) > 0
    THEN round(coalesce(sum(oi.total), 0)::numeric / 100 / sum(oi.quantity), 6)
    ELSE round(coalesce(sum(oi.total), 0)::numeric / 100, 6) END
  FROM order_items oi WHERE oi.order_id = p_order
$$;
--> statement-breakpoint
-- A platform customer's credit use with a factory, in cents: the open receivables (before their floor at 0) and the
-- released undelivered sales notices.
CREATE OR REPLACE FUNCTION customer_credit_parts(p_merchant uuid, p_customer uuid, OUT receivables numeric, OUT undelivered numeric) LANGUAGE sql STABLE AS $$
  SELECT
    coalesce((SELECT sum(round(d.quantity * order_unit_price((SELECT o.id FROM orders o WHERE o.order_no = d.order_no AND o.merchant_uid = p_merchant AND o.customer_uid = p_customer)) * 100, 0))
      FROM (SELECT dl.order_no, sum(dl.quantity - coalesce(dl.disputed, 0)) AS quantity
        FROM delivery_lines dl JOIN deliveries dv ON dv.id = dl.delivery_id
        WHERE dv.merchant_uid = p_merchant AND dv.customer_uid = p_customer AND dv.status IN ('shipped', 'received')
        GROUP BY dl.order_no) d), 0)
    + coalesce((SELECT sum(ch.amount_delta) FROM customer_changes ch WHERE ch.merchant_uid = p_merchant AND ch.customer_uid = p_customer AND ch.status = 'accepted'), 0)
    + coalesce((SELECT sum(sl.amount_cents) FROM customer_statement_lines sl JOIN customer_statements st ON st.id = sl.statement_id
        WHERE st.merchant_uid = p_merchant AND st.customer_uid = p_customer AND st.status <> 'cancelled' AND sl.kind = 'adjustment' AND sl.change_no IS NULL), 0)
    - coalesce((SELECT sum(iv.total_cents) FROM customer_invoices iv WHERE iv.merchant_uid = p_merchant AND iv.customer_uid = p_customer AND iv.status IN ('issued', 'sent')), 0),
    coalesce((SELECT sum(round(greatest(n.quantity - coalesce((SELECT sum(sdl.quantity) FROM delivery_lines sdl JOIN deliveries sdv ON sdv.id = sdl.delivery_id
          WHERE sdl.sale_notice_id = n.id AND sdv.status IN ('shipped', 'received')), 0), 0) * order_unit_price(n.order_id) * 100, 0))
      FROM sale_notices n WHERE n.merchant_uid = p_merchant AND n.customer_uid = p_customer AND n.status IN ('released', 'acknowledged')), 0)
$$;
--> statement-breakpoint
-- Recomputes a pair's kept row. The row is locked first, so of two transactions changing the same pair the second
-- waits, and its recomputation (a new statement, a new snapshot under read committed) counts the first's commit.
CREATE OR REPLACE FUNCTION customer_credit_refresh(p_merchant uuid, p_customer uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_merchant IS NULL OR p_customer IS NULL THEN RETURN; END IF;
  INSERT INTO customer_credit (merchant_uid, customer_uid) VALUES (p_merchant, p_customer) ON CONFLICT DO NOTHING;
  PERFORM 1 FROM customer_credit WHERE merchant_uid = p_merchant AND customer_uid = p_customer FOR UPDATE;
  UPDATE customer_credit cc SET receivables_cents = p.receivables::bigint, undelivered_cents = p.undelivered::bigint, updated_at = now()
    FROM customer_credit_parts(p_merchant, p_customer) p
    WHERE cc.merchant_uid = p_merchant AND cc.customer_uid = p_customer;
END
$$;
--> statement-breakpoint
-- Deliveries, sales notices, changes, statements and invoices name their pair.
CREATE OR REPLACE FUNCTION customer_credit_pair_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM customer_credit_refresh(OLD.merchant_uid, OLD.customer_uid); END IF;
  IF TG_OP = 'INSERT' OR NEW.merchant_uid IS DISTINCT FROM OLD.merchant_uid OR NEW.customer_uid IS DISTINCT FROM OLD.customer_uid THEN
    IF TG_OP <> 'DELETE' THEN PERFORM customer_credit_refresh(NEW.merchant_uid, NEW.customer_uid); END IF;
  END IF;
  -- A delivery's lines also reduce their notices' undelivered quantities, whoever's notices they are.
  IF TG_TABLE_NAME = 'deliveries' THEN
    PERFORM customer_credit_refresh(n.merchant_uid, n.customer_uid)
      FROM (SELECT DISTINCT sn.merchant_uid, sn.customer_uid FROM delivery_lines dl JOIN sale_notices sn ON sn.id = dl.sale_notice_id
        WHERE dl.delivery_id = coalesce(NEW.id, OLD.id) AND (sn.merchant_uid, sn.customer_uid) IS DISTINCT FROM (coalesce(NEW.merchant_uid, OLD.merchant_uid), coalesce(NEW.customer_uid, OLD.customer_uid))) n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A delivery line counts for its delivery's pair (receivables) and its notice's pair (undelivered).
CREATE OR REPLACE FUNCTION customer_credit_delivery_line_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM customer_credit_refresh(p.merchant_uid, p.customer_uid) FROM (
    SELECT dv.merchant_uid, dv.customer_uid FROM deliveries dv WHERE dv.id IN (OLD.delivery_id, NEW.delivery_id)
    UNION
    SELECT sn.merchant_uid, sn.customer_uid FROM sale_notices sn WHERE sn.id IN (OLD.sale_notice_id, NEW.sale_notice_id)) p;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION customer_credit_statement_line_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM customer_credit_refresh(st.merchant_uid, st.customer_uid) FROM (
    SELECT DISTINCT merchant_uid, customer_uid FROM customer_statements WHERE id IN (OLD.statement_id, NEW.statement_id)) st;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER deliveries_customer_credit AFTER INSERT OR DELETE OR UPDATE OF status, merchant_uid, customer_uid ON deliveries FOR EACH ROW EXECUTE FUNCTION customer_credit_pair_changed();
--> statement-breakpoint
CREATE TRIGGER sale_notices_customer_credit AFTER INSERT OR DELETE OR UPDATE OF status, quantity, order_id, merchant_uid, customer_uid ON sale_notices FOR EACH ROW EXECUTE FUNCTION customer_credit_pair_changed();
--> statement-breakpoint
CREATE TRIGGER customer_changes_customer_credit AFTER INSERT OR DELETE OR UPDATE OF status, amount_delta, merchant_uid, customer_uid ON customer_changes FOR EACH ROW EXECUTE FUNCTION customer_credit_pair_changed();
--> statement-breakpoint
CREATE TRIGGER customer_statements_customer_credit AFTER INSERT OR DELETE OR UPDATE OF status, merchant_uid, customer_uid ON customer_statements FOR EACH ROW EXECUTE FUNCTION customer_credit_pair_changed();
--> statement-breakpoint
CREATE TRIGGER customer_invoices_customer_credit AFTER INSERT OR DELETE OR UPDATE OF status, total_cents, merchant_uid, customer_uid ON customer_invoices FOR EACH ROW EXECUTE FUNCTION customer_credit_pair_changed();
--> statement-breakpoint
CREATE TRIGGER delivery_lines_customer_credit AFTER INSERT OR DELETE OR UPDATE OF quantity, disputed, order_no, delivery_id, sale_notice_id ON delivery_lines FOR EACH ROW EXECUTE FUNCTION customer_credit_delivery_line_changed();
--> statement-breakpoint
CREATE TRIGGER customer_statement_lines_customer_credit AFTER INSERT OR DELETE OR UPDATE OF amount_cents, kind, change_no, statement_id ON customer_statement_lines FOR EACH ROW EXECUTE FUNCTION customer_credit_statement_line_changed();
--> statement-breakpoint
-- Every (factory, customer) pair with business that counts toward credit.
CREATE VIEW customer_credit_pairs AS
  SELECT merchant_uid, customer_uid FROM deliveries UNION SELECT merchant_uid, customer_uid FROM sale_notices
  UNION SELECT merchant_uid, customer_uid FROM customer_changes UNION SELECT merchant_uid, customer_uid FROM customer_statements
  UNION SELECT merchant_uid, customer_uid FROM customer_invoices;
--> statement-breakpoint
-- Filled for every pair with business so far.
INSERT INTO customer_credit (merchant_uid, customer_uid, receivables_cents, undelivered_cents)
SELECT pairs.merchant_uid, pairs.customer_uid, p.receivables::bigint, p.undelivered::bigint
FROM customer_credit_pairs pairs CROSS JOIN LATERAL customer_credit_parts(pairs.merchant_uid, pairs.customer_uid) p;
