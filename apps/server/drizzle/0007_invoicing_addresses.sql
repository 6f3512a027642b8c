CREATE TABLE "invoicing_infos" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_uid" uuid NOT NULL,
	"unit_name" text NOT NULL,
	"taxpayer_no" text NOT NULL,
	"address" text NOT NULL,
	"detail_address" text NOT NULL,
	"phone" text NOT NULL,
	"bank" text NOT NULL,
	"bank_card_no" text NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'valid' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_addresses" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_uid" uuid NOT NULL,
	"recipient" text NOT NULL,
	"company" text,
	"area_code" text NOT NULL,
	"phone" text NOT NULL,
	"region" text[] NOT NULL,
	"region_names" text NOT NULL,
	"detail_address" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoicing_infos" ADD CONSTRAINT "invoicing_infos_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_addresses" ADD CONSTRAINT "shipping_addresses_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoicing_infos_enterprise_idx" ON "invoicing_infos" USING btree ("enterprise_uid","created_at");--> statement-breakpoint
CREATE INDEX "shipping_addresses_enterprise_idx" ON "shipping_addresses" USING btree ("enterprise_uid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_addresses_one_default" ON "shipping_addresses" USING btree ("enterprise_uid") WHERE "shipping_addresses"."is_default";