CREATE TABLE "purchase_inspections" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inspection_no" text NOT NULL,
	"factory_uid" uuid NOT NULL,
	"supplier_uid" uuid NOT NULL,
	"order_uid" uuid NOT NULL,
	"receipt_uid" uuid NOT NULL,
	"receipt_line_uid" uuid NOT NULL,
	"order_line_uid" uuid NOT NULL,
	"lot_no" text NOT NULL,
	"lot_size" numeric(18, 4) NOT NULL,
	"aql" text NOT NULL,
	"code_letter" text NOT NULL,
	"sample_size" integer NOT NULL,
	"accept_number" integer NOT NULL,
	"reject_number" integer NOT NULL,
	"defects" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"defective_units" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"concession_reason" text,
	"note" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_inspections_inspection_no_unique" UNIQUE("inspection_no")
);
--> statement-breakpoint
CREATE TABLE "purchase_return_lines" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_uid" uuid NOT NULL,
	"factory_uid" uuid NOT NULL,
	"supplier_uid" uuid NOT NULL,
	"order_uid" uuid NOT NULL,
	"order_line_uid" uuid NOT NULL,
	"receipt_line_uid" uuid NOT NULL,
	"lot_no" text NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"unit_price" numeric(18, 6) NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	"tax_rate" numeric(18, 6) NOT NULL,
	"amount_cents" bigint NOT NULL,
	"amount_ex_tax_cents" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_returns" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_no" text NOT NULL,
	"factory_uid" uuid NOT NULL,
	"supplier_uid" uuid NOT NULL,
	"order_uid" uuid NOT NULL,
	"inspection_uid" uuid,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"total_ex_tax_cents" bigint DEFAULT 0 NOT NULL,
	"supplier_note" text DEFAULT '' NOT NULL,
	"cancel_reason" text,
	"created_by" uuid,
	"acknowledged_by" uuid,
	"acknowledged_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_returns_return_no_unique" UNIQUE("return_no")
);
--> statement-breakpoint
ALTER TABLE "purchase_inspections" ADD CONSTRAINT "purchase_inspections_factory_uid_enterprises_uid_fk" FOREIGN KEY ("factory_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_inspections" ADD CONSTRAINT "purchase_inspections_supplier_uid_enterprises_uid_fk" FOREIGN KEY ("supplier_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_inspections" ADD CONSTRAINT "purchase_inspections_order_uid_purchase_orders_uid_fk" FOREIGN KEY ("order_uid") REFERENCES "public"."purchase_orders"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_inspections" ADD CONSTRAINT "purchase_inspections_receipt_uid_purchase_receipts_uid_fk" FOREIGN KEY ("receipt_uid") REFERENCES "public"."purchase_receipts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_inspections" ADD CONSTRAINT "purchase_inspections_receipt_line_uid_purchase_receipt_lines_uid_fk" FOREIGN KEY ("receipt_line_uid") REFERENCES "public"."purchase_receipt_lines"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_inspections" ADD CONSTRAINT "purchase_inspections_order_line_uid_purchase_order_lines_uid_fk" FOREIGN KEY ("order_line_uid") REFERENCES "public"."purchase_order_lines"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_inspections" ADD CONSTRAINT "purchase_inspections_created_by_accounts_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_inspections" ADD CONSTRAINT "purchase_inspections_decided_by_accounts_uid_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_return_lines" ADD CONSTRAINT "purchase_return_lines_return_uid_purchase_returns_uid_fk" FOREIGN KEY ("return_uid") REFERENCES "public"."purchase_returns"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_return_lines" ADD CONSTRAINT "purchase_return_lines_factory_uid_enterprises_uid_fk" FOREIGN KEY ("factory_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_return_lines" ADD CONSTRAINT "purchase_return_lines_supplier_uid_enterprises_uid_fk" FOREIGN KEY ("supplier_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_return_lines" ADD CONSTRAINT "purchase_return_lines_order_uid_purchase_orders_uid_fk" FOREIGN KEY ("order_uid") REFERENCES "public"."purchase_orders"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_return_lines" ADD CONSTRAINT "purchase_return_lines_order_line_uid_purchase_order_lines_uid_fk" FOREIGN KEY ("order_line_uid") REFERENCES "public"."purchase_order_lines"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_return_lines" ADD CONSTRAINT "purchase_return_lines_receipt_line_uid_purchase_receipt_lines_uid_fk" FOREIGN KEY ("receipt_line_uid") REFERENCES "public"."purchase_receipt_lines"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_returns" ADD CONSTRAINT "purchase_returns_factory_uid_enterprises_uid_fk" FOREIGN KEY ("factory_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_returns" ADD CONSTRAINT "purchase_returns_supplier_uid_enterprises_uid_fk" FOREIGN KEY ("supplier_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_returns" ADD CONSTRAINT "purchase_returns_order_uid_purchase_orders_uid_fk" FOREIGN KEY ("order_uid") REFERENCES "public"."purchase_orders"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_returns" ADD CONSTRAINT "purchase_returns_inspection_uid_purchase_inspections_uid_fk" FOREIGN KEY ("inspection_uid") REFERENCES "public"."purchase_inspections"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_returns" ADD CONSTRAINT "purchase_returns_created_by_accounts_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_returns" ADD CONSTRAINT "purchase_returns_acknowledged_by_accounts_uid_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_inspections_lot" ON "purchase_inspections" USING btree ("receipt_line_uid");--> statement-breakpoint
CREATE INDEX "purchase_inspections_factory_idx" ON "purchase_inspections" USING btree ("factory_uid","status","created_at");--> statement-breakpoint
CREATE INDEX "purchase_inspections_supplier_idx" ON "purchase_inspections" USING btree ("supplier_uid","created_at");--> statement-breakpoint
CREATE INDEX "purchase_return_lines_return_idx" ON "purchase_return_lines" USING btree ("return_uid");--> statement-breakpoint
CREATE INDEX "purchase_return_lines_lot_idx" ON "purchase_return_lines" USING btree ("receipt_line_uid");--> statement-breakpoint
CREATE INDEX "purchase_return_lines_supplier_idx" ON "purchase_return_lines" USING btree ("factory_uid","supplier_uid");--> statement-breakpoint
CREATE INDEX "purchase_returns_factory_idx" ON "purchase_returns" USING btree ("factory_uid","status","created_at");--> statement-breakpoint
CREATE INDEX "purchase_returns_supplier_idx" ON "purchase_returns" USING btree ("supplier_uid","status","acknowledged_at");