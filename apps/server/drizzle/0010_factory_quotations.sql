CREATE TABLE "currencies" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_uid" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"is_local" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_uid" uuid NOT NULL,
	"currency_code" text NOT NULL,
	"rate" numeric(18, 6) NOT NULL,
	"effective_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "factory_customers" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_uid" uuid NOT NULL,
	"customer_no" text NOT NULL,
	"name" text NOT NULL,
	"level" text DEFAULT 'B' NOT NULL,
	"contact" text,
	"phone" text,
	"remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_prices" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_uid" uuid NOT NULL,
	"material_uid" uuid NOT NULL,
	"supplier_no" text NOT NULL,
	"supplier_name" text NOT NULL,
	"unit_price" numeric(18, 6) NOT NULL,
	"unit_price_ex_tax" numeric(18, 6) NOT NULL,
	"tax_rate" numeric(18, 6) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_uid" uuid NOT NULL,
	"material_no" text NOT NULL,
	"name" text NOT NULL,
	"specification" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"unit_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "process_flow_steps" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"flow_uid" uuid NOT NULL,
	"serial_no" integer NOT NULL,
	"process_type" text NOT NULL,
	"procedure" text NOT NULL,
	"unit_cost" numeric(18, 6) NOT NULL,
	"reference_times" numeric(18, 6) NOT NULL,
	"times_adjustment" numeric(18, 6),
	"difficulty" numeric(18, 6) NOT NULL,
	"difficulty_adjustment" numeric(18, 6),
	"special_addition" numeric(18, 6)
);
--> statement-breakpoint
CREATE TABLE "process_flows" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_uid" uuid NOT NULL,
	"product_no" text NOT NULL,
	"product_name" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "process_procedures" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_uid" uuid NOT NULL,
	"process_type_uid" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"reference_times" numeric(18, 6) NOT NULL,
	"difficulty" numeric(18, 6) NOT NULL,
	"unit_cost" numeric(18, 6) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "process_types" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_uid" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotation_material_lines" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quotation_uid" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"supplier_no" text DEFAULT '' NOT NULL,
	"supplier_name" text DEFAULT '' NOT NULL,
	"material_no" text NOT NULL,
	"material_name" text DEFAULT '' NOT NULL,
	"specification" text DEFAULT '' NOT NULL,
	"unit_price" numeric(18, 6) NOT NULL,
	"unit_price_ex_tax" numeric(18, 6) NOT NULL,
	"tax_rate" numeric(18, 6) NOT NULL,
	"unit_name" text DEFAULT '' NOT NULL,
	"coefficient" numeric(18, 6) NOT NULL,
	"adjustment_price" numeric(18, 6)
);
--> statement-breakpoint
CREATE TABLE "quotation_process_lines" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quotation_uid" uuid NOT NULL,
	"serial_no" integer NOT NULL,
	"process_type" text NOT NULL,
	"procedure" text NOT NULL,
	"unit_cost" numeric(18, 6) NOT NULL,
	"reference_times" numeric(18, 6) NOT NULL,
	"times_adjustment" numeric(18, 6),
	"difficulty" numeric(18, 6) NOT NULL,
	"difficulty_adjustment" numeric(18, 6),
	"special_addition" numeric(18, 6)
);
--> statement-breakpoint
CREATE TABLE "quotations" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_uid" uuid NOT NULL,
	"quotation_no" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"is_current" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'not_submitted' NOT NULL,
	"type" text DEFAULT 'internal' NOT NULL,
	"customer_model" text DEFAULT '' NOT NULL,
	"reference_no" text DEFAULT '' NOT NULL,
	"factory_no" text DEFAULT '' NOT NULL,
	"factory_version" text DEFAULT '' NOT NULL,
	"layers" integer NOT NULL,
	"panel_width" numeric(18, 6) NOT NULL,
	"panel_height" numeric(18, 6) NOT NULL,
	"panel_unit" text DEFAULT 'mm' NOT NULL,
	"panel_form" text DEFAULT '' NOT NULL,
	"pcs_per_panel" integer DEFAULT 1 NOT NULL,
	"delivery_unit_size" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"delivery_days" integer DEFAULT 7 NOT NULL,
	"currency" text NOT NULL,
	"original_currency" text NOT NULL,
	"exchange_rate" numeric(18, 6) NOT NULL,
	"validity_days" integer DEFAULT 30 NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"customer_no" text DEFAULT '' NOT NULL,
	"customer_name" text DEFAULT '' NOT NULL,
	"customer_level" text DEFAULT '' NOT NULL,
	"factory_name" text DEFAULT '' NOT NULL,
	"classification_number" text DEFAULT '' NOT NULL,
	"classification_name" text DEFAULT '' NOT NULL,
	"quoter_account_uid" uuid,
	"quoter_name" text DEFAULT '' NOT NULL,
	"auditor_account_uid" uuid,
	"auditor_name" text DEFAULT '' NOT NULL,
	"salesman" text DEFAULT '' NOT NULL,
	"assistant_salesman" text DEFAULT '' NOT NULL,
	"quotation_date" date NOT NULL,
	"internal_remarks" text DEFAULT '' NOT NULL,
	"external_remarks" text DEFAULT '' NOT NULL,
	"return_reason" text,
	"upgrade_reason" text,
	"upgrade_remark" text,
	"scrap_rate" numeric(18, 6) NOT NULL,
	"scrap_rate_adjusted" numeric(18, 6),
	"gross_margin" numeric(18, 6) NOT NULL,
	"gross_margin_adjusted" numeric(18, 6),
	"business_rate" numeric(18, 6) NOT NULL,
	"tax_rate" numeric(18, 6) NOT NULL,
	"costs" jsonb,
	"amount_local_cents" bigint DEFAULT 0 NOT NULL,
	"amount_original_cents" bigint DEFAULT 0 NOT NULL,
	"copied_from" text,
	"copy_key" text,
	"row_version" integer DEFAULT 1 NOT NULL,
	"submitted_at" timestamp with time zone,
	"audited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "currencies" ADD CONSTRAINT "currencies_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factory_customers" ADD CONSTRAINT "factory_customers_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_prices" ADD CONSTRAINT "material_prices_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_prices" ADD CONSTRAINT "material_prices_material_uid_materials_uid_fk" FOREIGN KEY ("material_uid") REFERENCES "public"."materials"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_flow_steps" ADD CONSTRAINT "process_flow_steps_flow_uid_process_flows_uid_fk" FOREIGN KEY ("flow_uid") REFERENCES "public"."process_flows"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_flows" ADD CONSTRAINT "process_flows_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_procedures" ADD CONSTRAINT "process_procedures_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_procedures" ADD CONSTRAINT "process_procedures_process_type_uid_process_types_uid_fk" FOREIGN KEY ("process_type_uid") REFERENCES "public"."process_types"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_types" ADD CONSTRAINT "process_types_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_material_lines" ADD CONSTRAINT "quotation_material_lines_quotation_uid_quotations_uid_fk" FOREIGN KEY ("quotation_uid") REFERENCES "public"."quotations"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_process_lines" ADD CONSTRAINT "quotation_process_lines_quotation_uid_quotations_uid_fk" FOREIGN KEY ("quotation_uid") REFERENCES "public"."quotations"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_quoter_account_uid_accounts_uid_fk" FOREIGN KEY ("quoter_account_uid") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_auditor_account_uid_accounts_uid_fk" FOREIGN KEY ("auditor_account_uid") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "currencies_code_unique" ON "currencies" USING btree ("enterprise_uid","code");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_day_unique" ON "exchange_rates" USING btree ("enterprise_uid","currency_code","effective_on");--> statement-breakpoint
CREATE UNIQUE INDEX "factory_customers_no_unique" ON "factory_customers" USING btree ("enterprise_uid","customer_no");--> statement-breakpoint
CREATE UNIQUE INDEX "material_prices_supplier_unique" ON "material_prices" USING btree ("material_uid","supplier_no");--> statement-breakpoint
CREATE UNIQUE INDEX "materials_no_unique" ON "materials" USING btree ("enterprise_uid","material_no");--> statement-breakpoint
CREATE UNIQUE INDEX "process_flow_steps_serial_unique" ON "process_flow_steps" USING btree ("flow_uid","serial_no");--> statement-breakpoint
CREATE UNIQUE INDEX "process_flows_product_unique" ON "process_flows" USING btree ("enterprise_uid","product_no");--> statement-breakpoint
CREATE UNIQUE INDEX "process_procedures_code_unique" ON "process_procedures" USING btree ("enterprise_uid","code");--> statement-breakpoint
CREATE UNIQUE INDEX "process_types_code_unique" ON "process_types" USING btree ("enterprise_uid","code");--> statement-breakpoint
CREATE INDEX "quotation_material_lines_idx" ON "quotation_material_lines" USING btree ("quotation_uid","line_no");--> statement-breakpoint
CREATE INDEX "quotation_process_lines_idx" ON "quotation_process_lines" USING btree ("quotation_uid","serial_no");--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_version_unique" ON "quotations" USING btree ("enterprise_uid","quotation_no","version");--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_current_unique" ON "quotations" USING btree ("enterprise_uid","quotation_no") WHERE "quotations"."is_current";--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_copy_key_unique" ON "quotations" USING btree ("enterprise_uid","copy_key");--> statement-breakpoint
CREATE INDEX "quotations_list_idx" ON "quotations" USING btree ("enterprise_uid","is_current","status");