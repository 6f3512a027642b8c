CREATE TABLE "customer_invoice_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"order_no" text,
	"part_no" text,
	"description" text,
	"quantity" integer,
	"unit_price" numeric(18, 6),
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "customer_invoice_lines_quantity" CHECK ("customer_invoice_lines"."quantity" is null or "customer_invoice_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "customer_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_no" text NOT NULL,
	"merchant_uid" uuid NOT NULL,
	"customer_uid" uuid NOT NULL,
	"basis" text NOT NULL,
	"statement_id" uuid,
	"statement_no" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"tax_rate" numeric(18, 6) NOT NULL,
	"total_cents" bigint NOT NULL,
	"ex_tax_cents" bigint NOT NULL,
	"tax_cents" bigint NOT NULL,
	"invoicing_info" jsonb,
	"tax_invoice_no" text,
	"note" text,
	"void_reason" text,
	"search_text" text DEFAULT '' NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	CONSTRAINT "customer_invoices_invoice_no_unique" UNIQUE("invoice_no"),
	CONSTRAINT "customer_invoices_amounts" CHECK ("customer_invoices"."total_cents" = "customer_invoices"."ex_tax_cents" + "customer_invoices"."tax_cents")
);
--> statement-breakpoint
CREATE TABLE "customer_statement_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"statement_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"delivery_line_id" bigint,
	"delivery_no" text,
	"order_no" text,
	"part_no" text,
	"day" date,
	"quantity" integer,
	"unit_price" numeric(18, 6),
	"amount_cents" bigint NOT NULL,
	"description" text,
	"answer" text,
	"answer_reason" text
);
--> statement-breakpoint
CREATE TABLE "customer_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"statement_no" text NOT NULL,
	"merchant_uid" uuid NOT NULL,
	"customer_uid" uuid NOT NULL,
	"period" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"delivered_cents" bigint NOT NULL,
	"disputed_cents" bigint NOT NULL,
	"adjustment_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"note" text,
	"answer_note" text,
	"cancel_reason" text,
	"search_text" text DEFAULT '' NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"answered_by" uuid,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "customer_statements_statement_no_unique" UNIQUE("statement_no")
);
--> statement-breakpoint
ALTER TABLE "customer_invoice_lines" ADD CONSTRAINT "customer_invoice_lines_invoice_id_customer_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."customer_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_invoices" ADD CONSTRAINT "customer_invoices_merchant_uid_enterprises_uid_fk" FOREIGN KEY ("merchant_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_invoices" ADD CONSTRAINT "customer_invoices_customer_uid_enterprises_uid_fk" FOREIGN KEY ("customer_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_invoices" ADD CONSTRAINT "customer_invoices_statement_id_customer_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."customer_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_invoices" ADD CONSTRAINT "customer_invoices_created_by_accounts_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_statement_lines" ADD CONSTRAINT "customer_statement_lines_statement_id_customer_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."customer_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_statements" ADD CONSTRAINT "customer_statements_merchant_uid_enterprises_uid_fk" FOREIGN KEY ("merchant_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_statements" ADD CONSTRAINT "customer_statements_customer_uid_enterprises_uid_fk" FOREIGN KEY ("customer_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_statements" ADD CONSTRAINT "customer_statements_created_by_accounts_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_statements" ADD CONSTRAINT "customer_statements_answered_by_accounts_uid_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_invoice_lines_invoice_idx" ON "customer_invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "customer_invoice_lines_order_idx" ON "customer_invoice_lines" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_invoices_one_per_statement" ON "customer_invoices" USING btree ("statement_id") WHERE "customer_invoices"."status" <> 'void' and "customer_invoices"."statement_id" is not null;--> statement-breakpoint
CREATE INDEX "customer_invoices_merchant_created_idx" ON "customer_invoices" USING btree ("merchant_uid","created_at");--> statement-breakpoint
CREATE INDEX "customer_invoices_customer_created_idx" ON "customer_invoices" USING btree ("customer_uid","created_at") WHERE "customer_invoices"."status" <> 'draft';--> statement-breakpoint
CREATE INDEX "customer_statement_lines_statement_idx" ON "customer_statement_lines" USING btree ("statement_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_statements_one_live" ON "customer_statements" USING btree ("merchant_uid","customer_uid","period") WHERE "customer_statements"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "customer_statements_merchant_created_idx" ON "customer_statements" USING btree ("merchant_uid","created_at");--> statement-breakpoint
CREATE INDEX "customer_statements_customer_created_idx" ON "customer_statements" USING btree ("customer_uid","created_at") WHERE "customer_statements"."status" <> 'draft';