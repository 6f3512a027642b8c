CREATE TABLE "supplier_fees" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fee_no" text NOT NULL,
	"factory_uid" uuid NOT NULL,
	"supplier_uid" uuid NOT NULL,
	"order_uid" uuid NOT NULL,
	"kind" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"amount_cents" bigint NOT NULL,
	"tax_rate" numeric(18, 6) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"proposed_on" date NOT NULL,
	"accepted_on" date,
	"reject_reason" text,
	"proposed_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_fees_fee_no_unique" UNIQUE("fee_no")
);
--> statement-breakpoint
CREATE TABLE "supplier_invoice_lines" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_uid" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"order_line_uid" uuid NOT NULL,
	"order_no" text NOT NULL,
	"material_no" text NOT NULL,
	"material_name" text NOT NULL,
	"ordered_quantity" numeric(18, 4) NOT NULL,
	"order_price" numeric(18, 6) NOT NULL,
	"received_quantity" numeric(18, 4) NOT NULL,
	"invoiced_quantity" numeric(18, 4) NOT NULL,
	"invoiced_price" numeric(18, 6) NOT NULL,
	"tax_rate" numeric(18, 6) NOT NULL,
	"amount_cents" bigint NOT NULL,
	"amount_ex_tax_cents" bigint NOT NULL,
	"match" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_invoices" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_no" text NOT NULL,
	"supplier_invoice_no" text NOT NULL,
	"statement_uid" uuid NOT NULL,
	"factory_uid" uuid NOT NULL,
	"supplier_uid" uuid NOT NULL,
	"invoice_date" date NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"goods_cents" bigint NOT NULL,
	"fees_cents" bigint DEFAULT 0 NOT NULL,
	"tax_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"reject_reason" text,
	"created_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_invoices_invoice_no_unique" UNIQUE("invoice_no")
);
--> statement-breakpoint
CREATE TABLE "supplier_statement_lines" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"statement_uid" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"kind" text NOT NULL,
	"source_no" text DEFAULT '' NOT NULL,
	"order_no" text DEFAULT '' NOT NULL,
	"order_line_uid" uuid,
	"on" date NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quantity" numeric(18, 4),
	"unit_price" numeric(18, 6),
	"tax_rate" numeric(18, 6),
	"amount_cents" bigint NOT NULL,
	"dispute_reason" text
);
--> statement-breakpoint
CREATE TABLE "supplier_statements" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"statement_no" text NOT NULL,
	"factory_uid" uuid NOT NULL,
	"supplier_uid" uuid NOT NULL,
	"period" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"receipts_cents" bigint DEFAULT 0 NOT NULL,
	"returns_cents" bigint DEFAULT 0 NOT NULL,
	"fees_cents" bigint DEFAULT 0 NOT NULL,
	"adjustment_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"disputed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_statements_statement_no_unique" UNIQUE("statement_no")
);
--> statement-breakpoint
ALTER TABLE "supplier_fees" ADD CONSTRAINT "supplier_fees_factory_uid_enterprises_uid_fk" FOREIGN KEY ("factory_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_fees" ADD CONSTRAINT "supplier_fees_supplier_uid_enterprises_uid_fk" FOREIGN KEY ("supplier_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_fees" ADD CONSTRAINT "supplier_fees_order_uid_purchase_orders_uid_fk" FOREIGN KEY ("order_uid") REFERENCES "public"."purchase_orders"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_fees" ADD CONSTRAINT "supplier_fees_proposed_by_accounts_uid_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invoice_lines" ADD CONSTRAINT "supplier_invoice_lines_invoice_uid_supplier_invoices_uid_fk" FOREIGN KEY ("invoice_uid") REFERENCES "public"."supplier_invoices"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invoice_lines" ADD CONSTRAINT "supplier_invoice_lines_order_line_uid_purchase_order_lines_uid_fk" FOREIGN KEY ("order_line_uid") REFERENCES "public"."purchase_order_lines"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invoices" ADD CONSTRAINT "supplier_invoices_statement_uid_supplier_statements_uid_fk" FOREIGN KEY ("statement_uid") REFERENCES "public"."supplier_statements"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invoices" ADD CONSTRAINT "supplier_invoices_factory_uid_enterprises_uid_fk" FOREIGN KEY ("factory_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invoices" ADD CONSTRAINT "supplier_invoices_supplier_uid_enterprises_uid_fk" FOREIGN KEY ("supplier_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_invoices" ADD CONSTRAINT "supplier_invoices_created_by_accounts_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_statement_lines" ADD CONSTRAINT "supplier_statement_lines_statement_uid_supplier_statements_uid_fk" FOREIGN KEY ("statement_uid") REFERENCES "public"."supplier_statements"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_statement_lines" ADD CONSTRAINT "supplier_statement_lines_order_line_uid_purchase_order_lines_uid_fk" FOREIGN KEY ("order_line_uid") REFERENCES "public"."purchase_order_lines"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_statements" ADD CONSTRAINT "supplier_statements_factory_uid_enterprises_uid_fk" FOREIGN KEY ("factory_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_statements" ADD CONSTRAINT "supplier_statements_supplier_uid_enterprises_uid_fk" FOREIGN KEY ("supplier_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_statements" ADD CONSTRAINT "supplier_statements_created_by_accounts_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_fees_factory_idx" ON "supplier_fees" USING btree ("factory_uid","status","created_at");--> statement-breakpoint
CREATE INDEX "supplier_fees_supplier_idx" ON "supplier_fees" USING btree ("supplier_uid","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_invoice_lines_no" ON "supplier_invoice_lines" USING btree ("invoice_uid","line_no");--> statement-breakpoint
CREATE INDEX "supplier_invoice_lines_order_line_idx" ON "supplier_invoice_lines" USING btree ("order_line_uid");--> statement-breakpoint
CREATE INDEX "supplier_invoices_factory_idx" ON "supplier_invoices" USING btree ("factory_uid","status","created_at");--> statement-breakpoint
CREATE INDEX "supplier_invoices_supplier_idx" ON "supplier_invoices" USING btree ("supplier_uid","status","created_at");--> statement-breakpoint
CREATE INDEX "supplier_invoices_statement_idx" ON "supplier_invoices" USING btree ("statement_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_statement_lines_no" ON "supplier_statement_lines" USING btree ("statement_uid","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_statements_period" ON "supplier_statements" USING btree ("factory_uid","supplier_uid","period","currency");--> statement-breakpoint
CREATE INDEX "supplier_statements_supplier_idx" ON "supplier_statements" USING btree ("supplier_uid","status","period");