CREATE TABLE "customer_receipt_allocations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"receipt_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"undone_at" timestamp with time zone,
	CONSTRAINT "customer_receipt_allocations_amount" CHECK ("customer_receipt_allocations"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "customer_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"receipt_no" text NOT NULL,
	"merchant_uid" uuid NOT NULL,
	"customer_uid" uuid NOT NULL,
	"status" text DEFAULT 'recorded' NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"allocated_cents" bigint DEFAULT 0 NOT NULL,
	"received_on" date NOT NULL,
	"payer" text NOT NULL,
	"bank_reference" text NOT NULL,
	"note" text,
	"reverse_reason" text,
	"search_text" text DEFAULT '' NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"reversed_at" timestamp with time zone,
	CONSTRAINT "customer_receipts_receipt_no_unique" UNIQUE("receipt_no"),
	CONSTRAINT "customer_receipts_amounts" CHECK ("customer_receipts"."amount_cents" > 0 and "customer_receipts"."allocated_cents" >= 0 and "customer_receipts"."allocated_cents" <= "customer_receipts"."amount_cents")
);
--> statement-breakpoint
ALTER TABLE "customer_invoices" ADD COLUMN "paid_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_invoices" ADD COLUMN "written_off_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_invoices" ADD COLUMN "write_off_reason" text;--> statement-breakpoint
ALTER TABLE "customer_receipt_allocations" ADD CONSTRAINT "customer_receipt_allocations_receipt_id_customer_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."customer_receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_receipt_allocations" ADD CONSTRAINT "customer_receipt_allocations_invoice_id_customer_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."customer_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_receipt_allocations" ADD CONSTRAINT "customer_receipt_allocations_created_by_accounts_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_receipts" ADD CONSTRAINT "customer_receipts_merchant_uid_enterprises_uid_fk" FOREIGN KEY ("merchant_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_receipts" ADD CONSTRAINT "customer_receipts_customer_uid_enterprises_uid_fk" FOREIGN KEY ("customer_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_receipts" ADD CONSTRAINT "customer_receipts_created_by_accounts_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_receipt_allocations_receipt_idx" ON "customer_receipt_allocations" USING btree ("receipt_id");--> statement-breakpoint
CREATE INDEX "customer_receipt_allocations_invoice_idx" ON "customer_receipt_allocations" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "customer_receipts_merchant_received_idx" ON "customer_receipts" USING btree ("merchant_uid","received_on");--> statement-breakpoint
CREATE INDEX "customer_receipts_merchant_customer_idx" ON "customer_receipts" USING btree ("merchant_uid","customer_uid","status");--> statement-breakpoint
ALTER TABLE "customer_invoices" ADD CONSTRAINT "customer_invoices_settled" CHECK ("customer_invoices"."paid_cents" >= 0 and "customer_invoices"."written_off_cents" >= 0 and "customer_invoices"."paid_cents" + "customer_invoices"."written_off_cents" <= "customer_invoices"."total_cents");--> statement-breakpoint
-- Issue 30: an issued invoice no longer counts as paid. The open receivables are what was delivered (and the changes'
-- and adjustments' amounts) − what the customer paid (every recorded receipt, allocated or still its credit) − what
-- the factory wrote off; an invoice only moves an amount from "not invoiced" to "invoiced and open".
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
    - coalesce((SELECT sum(r.amount_cents) FROM customer_receipts r WHERE r.merchant_uid = p_merchant AND r.customer_uid = p_customer AND r.status = 'recorded'), 0)
    - coalesce((SELECT sum(iv.written_off_cents) FROM customer_invoices iv WHERE iv.merchant_uid = p_merchant AND iv.customer_uid = p_customer AND iv.status NOT IN ('draft', 'void')), 0),
    coalesce((SELECT sum(round(greatest(n.quantity - coalesce((SELECT sum(sdl.quantity) FROM delivery_lines sdl JOIN deliveries sdv ON sdv.id = sdl.delivery_id
          WHERE sdl.sale_notice_id = n.id AND sdv.status IN ('shipped', 'received')), 0), 0) * order_unit_price(n.order_id) * 100, 0))
      FROM sale_notices n WHERE n.merchant_uid = p_merchant AND n.customer_uid = p_customer AND n.status IN ('released', 'acknowledged')), 0)
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS customer_invoices_customer_credit ON customer_invoices;
--> statement-breakpoint
CREATE TRIGGER customer_invoices_customer_credit AFTER INSERT OR DELETE OR UPDATE OF status, total_cents, written_off_cents, merchant_uid, customer_uid ON customer_invoices FOR EACH ROW EXECUTE FUNCTION customer_credit_pair_changed();
--> statement-breakpoint
CREATE TRIGGER customer_receipts_customer_credit AFTER INSERT OR DELETE OR UPDATE OF status, amount_cents, merchant_uid, customer_uid ON customer_receipts FOR EACH ROW EXECUTE FUNCTION customer_credit_pair_changed();
--> statement-breakpoint
CREATE OR REPLACE VIEW customer_credit_pairs AS
  SELECT merchant_uid, customer_uid FROM deliveries UNION SELECT merchant_uid, customer_uid FROM sale_notices
  UNION SELECT merchant_uid, customer_uid FROM customer_changes UNION SELECT merchant_uid, customer_uid FROM customer_statements
  UNION SELECT merchant_uid, customer_uid FROM customer_invoices UNION SELECT merchant_uid, customer_uid FROM customer_receipts;
--> statement-breakpoint
-- Every pair's kept row under the new rule.
INSERT INTO customer_credit (merchant_uid, customer_uid, receivables_cents, undelivered_cents)
SELECT pairs.merchant_uid, pairs.customer_uid, p.receivables::bigint, p.undelivered::bigint
FROM customer_credit_pairs pairs CROSS JOIN LATERAL customer_credit_parts(pairs.merchant_uid, pairs.customer_uid) p
ON CONFLICT (merchant_uid, customer_uid) DO UPDATE SET receivables_cents = excluded.receivables_cents, undelivered_cents = excluded.undelivered_cents, updated_at = now();
