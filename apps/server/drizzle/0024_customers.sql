CREATE TABLE "customer_lead_follow_ups" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_uid" uuid NOT NULL,
	"followed_on" date NOT NULL,
	"way" text NOT NULL,
	"summary" text NOT NULL,
	"next_follow_up_on" date,
	"by_name" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_leads" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_uid" uuid NOT NULL,
	"lead_no" text NOT NULL,
	"company" text NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'other' NOT NULL,
	"stage" text DEFAULT 'new' NOT NULL,
	"requirement" text DEFAULT '' NOT NULL,
	"lost_reason" text,
	"next_follow_up_on" date,
	"salesman_uid" uuid,
	"customer_uid" uuid,
	"note" text DEFAULT '' NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "customer_leads_lead_no_unique" UNIQUE("lead_no")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_uid" uuid NOT NULL,
	"customer_no" text NOT NULL,
	"name" text NOT NULL,
	"abbreviation" text DEFAULT '' NOT NULL,
	"level" text DEFAULT 'regular' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"platform_enterprise_uid" uuid,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"addresses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tax_id" text DEFAULT '' NOT NULL,
	"invoice_title" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"bank_account" text DEFAULT '' NOT NULL,
	"credit_limit_cents" bigint DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"payment_terms" text DEFAULT 'prepaid' NOT NULL,
	"salesman_uid" uuid,
	"note" text DEFAULT '' NOT NULL,
	"origin" text DEFAULT 'manual' NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_credit_limit_check" CHECK ("customers"."credit_limit_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "customer_lead_follow_ups" ADD CONSTRAINT "customer_lead_follow_ups_lead_uid_customer_leads_uid_fk" FOREIGN KEY ("lead_uid") REFERENCES "public"."customer_leads"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_lead_follow_ups" ADD CONSTRAINT "customer_lead_follow_ups_created_by_accounts_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_leads" ADD CONSTRAINT "customer_leads_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_leads" ADD CONSTRAINT "customer_leads_salesman_uid_staff_uid_fk" FOREIGN KEY ("salesman_uid") REFERENCES "public"."staff"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_leads" ADD CONSTRAINT "customer_leads_customer_uid_customers_uid_fk" FOREIGN KEY ("customer_uid") REFERENCES "public"."customers"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_leads" ADD CONSTRAINT "customer_leads_created_by_accounts_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_platform_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("platform_enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_salesman_uid_staff_uid_fk" FOREIGN KEY ("salesman_uid") REFERENCES "public"."staff"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_created_by_accounts_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_lead_follow_ups_lead_idx" ON "customer_lead_follow_ups" USING btree ("lead_uid","followed_on");--> statement-breakpoint
CREATE INDEX "customer_leads_enterprise_stage_idx" ON "customer_leads" USING btree ("enterprise_uid","stage","created_at");--> statement-breakpoint
CREATE INDEX "customer_leads_enterprise_next_idx" ON "customer_leads" USING btree ("enterprise_uid","next_follow_up_on");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_enterprise_no_unique" ON "customers" USING btree ("enterprise_uid","customer_no");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_enterprise_platform_unique" ON "customers" USING btree ("enterprise_uid","platform_enterprise_uid") WHERE "customers"."platform_enterprise_uid" is not null;--> statement-breakpoint
CREATE INDEX "customers_enterprise_created_idx" ON "customers" USING btree ("enterprise_uid","created_at");