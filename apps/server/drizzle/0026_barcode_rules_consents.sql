CREATE TABLE "barcode_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_uid" uuid NOT NULL,
	"rule_no" text NOT NULL,
	"name" text NOT NULL,
	"usage" text NOT NULL,
	"symbology" text NOT NULL,
	"fields" text[] NOT NULL,
	"width_mm" integer NOT NULL,
	"height_mm" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"note" text,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "barcode_rules_rule_no_unique" UNIQUE("rule_no"),
	CONSTRAINT "barcode_rules_size" CHECK ("barcode_rules"."width_mm" between 30 and 200 and "barcode_rules"."height_mm" between 30 and 200),
	CONSTRAINT "barcode_rules_default_active" CHECK (not "barcode_rules"."is_default" or "barcode_rules"."status" = 'active')
);
--> statement-breakpoint
CREATE TABLE "customer_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_uid" uuid NOT NULL,
	"factory_uid" uuid NOT NULL,
	"category" text NOT NULL,
	"status" text NOT NULL,
	"third_party" text,
	"purpose" text,
	"expires_on" date,
	"row_version" integer DEFAULT 1 NOT NULL,
	"granted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"updated_by" uuid,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "barcode_rules" ADD CONSTRAINT "barcode_rules_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barcode_rules" ADD CONSTRAINT "barcode_rules_created_by_accounts_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_consents" ADD CONSTRAINT "customer_consents_customer_uid_enterprises_uid_fk" FOREIGN KEY ("customer_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_consents" ADD CONSTRAINT "customer_consents_factory_uid_enterprises_uid_fk" FOREIGN KEY ("factory_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_consents" ADD CONSTRAINT "customer_consents_updated_by_accounts_uid_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "barcode_rules_enterprise_idx" ON "barcode_rules" USING btree ("enterprise_uid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "barcode_rules_one_default" ON "barcode_rules" USING btree ("enterprise_uid","usage") WHERE "barcode_rules"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "customer_consents_unique" ON "customer_consents" USING btree ("customer_uid","factory_uid","category");--> statement-breakpoint
CREATE INDEX "customer_consents_factory_idx" ON "customer_consents" USING btree ("factory_uid","customer_uid");