CREATE TABLE "pricing_books" (
	"enterprise_uid" uuid PRIMARY KEY NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"original_currency" text DEFAULT 'USD' NOT NULL,
	"exchange_rate" numeric(18, 6) DEFAULT '7.1' NOT NULL,
	"scrap_rate_percent" numeric(18, 6) DEFAULT '0' NOT NULL,
	"gross_margin_percent" numeric(18, 6) DEFAULT '0' NOT NULL,
	"business_rate_percent" numeric(18, 6) DEFAULT '0' NOT NULL,
	"tax_rate_percent" numeric(18, 6) DEFAULT '0' NOT NULL,
	"role_layers" text DEFAULT 'LAYERS' NOT NULL,
	"role_quantity" text DEFAULT 'QTY' NOT NULL,
	"role_area_per_pcs_m2" text DEFAULT 'AREA_PCS_M2' NOT NULL,
	"role_pcs_per_panel" text,
	"default_product_number" text,
	"version" bigint DEFAULT 1 NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pricing_factor_rows" (
	"project_uid" uuid NOT NULL,
	"position" integer NOT NULL,
	"value" text NOT NULL,
	"price" numeric(18, 6) NOT NULL,
	CONSTRAINT "pricing_factor_rows_project_uid_position_pk" PRIMARY KEY("project_uid","position")
);
--> statement-breakpoint
CREATE TABLE "pricing_parameters" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_uid" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"category" text,
	"feature_code" text,
	"data_type" text NOT NULL,
	"level" text NOT NULL,
	"kind" text NOT NULL,
	"entry_mode" text NOT NULL,
	"status" text NOT NULL,
	"must_fill" boolean DEFAULT false NOT NULL,
	"formula" text,
	"cam_field" text,
	"default_value" text,
	"key_value" boolean DEFAULT false NOT NULL,
	"value_list" jsonb,
	"min" numeric(18, 6),
	"max" numeric(18, 6),
	"integer_only" boolean DEFAULT false NOT NULL,
	"sort_number" integer DEFAULT 0 NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pricing_products" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_uid" uuid NOT NULL,
	"number" text NOT NULL,
	"name" text NOT NULL,
	"classification_number" text NOT NULL,
	"status" text NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pricing_projects" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_uid" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"cost_category" text NOT NULL,
	"kind" text NOT NULL,
	"pricing_mode" text NOT NULL,
	"formula" text NOT NULL,
	"factor_code" text,
	"factor_parameter" text,
	"material_category" text,
	"extra_addition" numeric(18, 6),
	"exchange_rate" numeric(18, 6),
	"scrap_rate_percent" numeric(18, 6),
	"gross_margin_percent" numeric(18, 6),
	"business_rate_percent" numeric(18, 6),
	"tax_rate_percent" numeric(18, 6),
	"delivery_days" integer,
	"valid_from" date,
	"valid_to" date,
	"sort_number" integer NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_base_prices" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_uid" uuid NOT NULL,
	"product_number" text NOT NULL,
	"layers" integer NOT NULL,
	"tier" text NOT NULL,
	"max_area_m2" numeric(18, 6) NOT NULL,
	"price_per_m2" numeric(18, 6) NOT NULL,
	"delivery_days" integer NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_classifications" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_uid" uuid NOT NULL,
	"number" text NOT NULL,
	"name" text NOT NULL,
	"parent_number" text NOT NULL,
	"status" text NOT NULL,
	"level" text NOT NULL,
	"serial_number" integer NOT NULL,
	"batch_interval" integer NOT NULL,
	"remarks" text,
	"row_version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_project_bindings" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_uid" uuid NOT NULL,
	"product_number" text NOT NULL,
	"project_code" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pricing_books" ADD CONSTRAINT "pricing_books_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_factor_rows" ADD CONSTRAINT "pricing_factor_rows_project_uid_pricing_projects_uid_fk" FOREIGN KEY ("project_uid") REFERENCES "public"."pricing_projects"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_parameters" ADD CONSTRAINT "pricing_parameters_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_products" ADD CONSTRAINT "pricing_products_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_projects" ADD CONSTRAINT "pricing_projects_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_base_prices" ADD CONSTRAINT "product_base_prices_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_classifications" ADD CONSTRAINT "product_classifications_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_project_bindings" ADD CONSTRAINT "product_project_bindings_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pricing_parameters_code_unique" ON "pricing_parameters" USING btree ("enterprise_uid","code");--> statement-breakpoint
CREATE UNIQUE INDEX "pricing_products_number_unique" ON "pricing_products" USING btree ("enterprise_uid","number");--> statement-breakpoint
CREATE UNIQUE INDEX "pricing_projects_code_unique" ON "pricing_projects" USING btree ("enterprise_uid","code");--> statement-breakpoint
CREATE UNIQUE INDEX "product_base_prices_unique" ON "product_base_prices" USING btree ("enterprise_uid","product_number","layers","tier");--> statement-breakpoint
CREATE UNIQUE INDEX "product_classifications_number_unique" ON "product_classifications" USING btree ("enterprise_uid","number");--> statement-breakpoint
CREATE UNIQUE INDEX "product_project_bindings_unique" ON "product_project_bindings" USING btree ("enterprise_uid","product_number","project_code");--> statement-breakpoint
CREATE INDEX "product_project_bindings_project_idx" ON "product_project_bindings" USING btree ("enterprise_uid","project_code");