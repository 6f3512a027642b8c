CREATE TABLE "supplier_documents" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_uid" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"document_no" text DEFAULT '' NOT NULL,
	"issued_on" date,
	"expires_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_evaluations" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"supplier_uid" uuid NOT NULL,
	"scores" jsonb NOT NULL,
	"total" numeric(5, 1) NOT NULL,
	"decision" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"evaluator_uid" uuid,
	"evaluator_name" text NOT NULL,
	"evaluated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"factory_uid" uuid NOT NULL,
	"supplier_no" text NOT NULL,
	"name" text NOT NULL,
	"short_name" text DEFAULT '' NOT NULL,
	"enterprise_uid" uuid,
	"status" text DEFAULT 'potential' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment_terms" text DEFAULT 'monthly_30' NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"tax_no" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"bank_account" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"rating" integer,
	"note" text DEFAULT '' NOT NULL,
	"status_reason" text,
	"approved_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_documents" ADD CONSTRAINT "supplier_documents_supplier_uid_suppliers_uid_fk" FOREIGN KEY ("supplier_uid") REFERENCES "public"."suppliers"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_evaluations" ADD CONSTRAINT "supplier_evaluations_supplier_uid_suppliers_uid_fk" FOREIGN KEY ("supplier_uid") REFERENCES "public"."suppliers"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_evaluations" ADD CONSTRAINT "supplier_evaluations_evaluator_uid_accounts_uid_fk" FOREIGN KEY ("evaluator_uid") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_factory_uid_enterprises_uid_fk" FOREIGN KEY ("factory_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_created_by_accounts_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_documents_supplier_idx" ON "supplier_documents" USING btree ("supplier_uid");--> statement-breakpoint
CREATE INDEX "supplier_documents_expiry_idx" ON "supplier_documents" USING btree ("expires_on");--> statement-breakpoint
CREATE INDEX "supplier_evaluations_supplier_idx" ON "supplier_evaluations" USING btree ("supplier_uid","evaluated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_factory_no" ON "suppliers" USING btree ("factory_uid","supplier_no");--> statement-breakpoint
CREATE INDEX "suppliers_factory_status_idx" ON "suppliers" USING btree ("factory_uid","status","created_at");--> statement-breakpoint
CREATE INDEX "suppliers_enterprise_idx" ON "suppliers" USING btree ("enterprise_uid");