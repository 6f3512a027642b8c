CREATE TABLE "purchase_order_lines" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_uid" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"material_uid" uuid,
	"material_no" text NOT NULL,
	"material_name" text NOT NULL,
	"specification" text DEFAULT '' NOT NULL,
	"unit_name" text NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"unit_price" numeric(18, 6) NOT NULL,
	"unit_price_ex_tax" numeric(18, 6) NOT NULL,
	"tax_rate" numeric(18, 6) NOT NULL,
	"amount_cents" bigint NOT NULL,
	"amount_ex_tax_cents" bigint NOT NULL,
	"delivery_date" date NOT NULL,
	"received_quantity" numeric(18, 4) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_order_versions" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_uid" uuid NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"replaced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"factory_uid" uuid NOT NULL,
	"supplier_uid" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"confirmed_version" integer,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"order_date" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"supplier_reference" text DEFAULT '' NOT NULL,
	"supplier_note" text DEFAULT '' NOT NULL,
	"refusal_reason" text,
	"cancel_reason" text,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"total_ex_tax_cents" bigint DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"refused_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "purchase_receipt_lines" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"receipt_uid" uuid NOT NULL,
	"order_line_uid" uuid NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"lot_no" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_receipts" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"receipt_no" text NOT NULL,
	"order_uid" uuid NOT NULL,
	"factory_uid" uuid NOT NULL,
	"supplier_uid" uuid NOT NULL,
	"received_on" date NOT NULL,
	"delivery_note_no" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_receipts_receipt_no_unique" UNIQUE("receipt_no")
);
--> statement-breakpoint
CREATE TABLE "supplier_prices" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"factory_uid" uuid NOT NULL,
	"supplier_uid" uuid NOT NULL,
	"material_uid" uuid NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"min_quantity" numeric(18, 4) DEFAULT '0' NOT NULL,
	"unit_price" numeric(18, 6) NOT NULL,
	"tax_rate" numeric(18, 6) NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_order_uid_purchase_orders_uid_fk" FOREIGN KEY ("order_uid") REFERENCES "public"."purchase_orders"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_material_uid_materials_uid_fk" FOREIGN KEY ("material_uid") REFERENCES "public"."materials"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_versions" ADD CONSTRAINT "purchase_order_versions_order_uid_purchase_orders_uid_fk" FOREIGN KEY ("order_uid") REFERENCES "public"."purchase_orders"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_factory_uid_enterprises_uid_fk" FOREIGN KEY ("factory_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_uid_enterprises_uid_fk" FOREIGN KEY ("supplier_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_accounts_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_receipt_lines" ADD CONSTRAINT "purchase_receipt_lines_receipt_uid_purchase_receipts_uid_fk" FOREIGN KEY ("receipt_uid") REFERENCES "public"."purchase_receipts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_receipt_lines" ADD CONSTRAINT "purchase_receipt_lines_order_line_uid_purchase_order_lines_uid_fk" FOREIGN KEY ("order_line_uid") REFERENCES "public"."purchase_order_lines"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_receipts" ADD CONSTRAINT "purchase_receipts_order_uid_purchase_orders_uid_fk" FOREIGN KEY ("order_uid") REFERENCES "public"."purchase_orders"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_receipts" ADD CONSTRAINT "purchase_receipts_factory_uid_enterprises_uid_fk" FOREIGN KEY ("factory_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_receipts" ADD CONSTRAINT "purchase_receipts_supplier_uid_enterprises_uid_fk" FOREIGN KEY ("supplier_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_receipts" ADD CONSTRAINT "purchase_receipts_created_by_accounts_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_prices" ADD CONSTRAINT "supplier_prices_factory_uid_enterprises_uid_fk" FOREIGN KEY ("factory_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_prices" ADD CONSTRAINT "supplier_prices_supplier_uid_enterprises_uid_fk" FOREIGN KEY ("supplier_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_prices" ADD CONSTRAINT "supplier_prices_material_uid_materials_uid_fk" FOREIGN KEY ("material_uid") REFERENCES "public"."materials"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_lines_no" ON "purchase_order_lines" USING btree ("order_uid","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_versions_no" ON "purchase_order_versions" USING btree ("order_uid","version");--> statement-breakpoint
CREATE INDEX "purchase_orders_factory_idx" ON "purchase_orders" USING btree ("factory_uid","status","created_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_supplier_idx" ON "purchase_orders" USING btree ("supplier_uid","status","created_at");--> statement-breakpoint
CREATE INDEX "purchase_receipt_lines_receipt_idx" ON "purchase_receipt_lines" USING btree ("receipt_uid");--> statement-breakpoint
CREATE INDEX "purchase_receipt_lines_line_idx" ON "purchase_receipt_lines" USING btree ("order_line_uid");--> statement-breakpoint
CREATE INDEX "purchase_receipts_factory_idx" ON "purchase_receipts" USING btree ("factory_uid","created_at");--> statement-breakpoint
CREATE INDEX "purchase_receipts_order_idx" ON "purchase_receipts" USING btree ("order_uid");--> statement-breakpoint
CREATE INDEX "supplier_prices_lookup_idx" ON "supplier_prices" USING btree ("factory_uid","supplier_uid","material_uid","valid_from");