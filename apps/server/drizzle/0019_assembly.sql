CREATE TABLE "assembly_price_tables" (
	"enterprise_uid" uuid PRIMARY KEY NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"setup_fee_cents" bigint NOT NULL,
	"per_side_cents" bigint NOT NULL,
	"smd_joint" numeric(12, 4) NOT NULL,
	"tht_joint" numeric(12, 4) NOT NULL,
	"unique_part_cents" bigint NOT NULL,
	"minimum_cents" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assembly_price_tables_non_negative" CHECK ("assembly_price_tables"."setup_fee_cents" >= 0 and "assembly_price_tables"."per_side_cents" >= 0 and "assembly_price_tables"."smd_joint" >= 0 and "assembly_price_tables"."tht_joint" >= 0 and "assembly_price_tables"."unique_part_cents" >= 0 and "assembly_price_tables"."minimum_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stencil_options" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_uid" uuid NOT NULL,
	"kind" text NOT NULL,
	"width_mm" numeric(8, 2) NOT NULL,
	"height_mm" numeric(8, 2) NOT NULL,
	"usable_width_mm" numeric(8, 2) NOT NULL,
	"usable_height_mm" numeric(8, 2) NOT NULL,
	"price_cents" bigint NOT NULL,
	"sort_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stencil_options_kind" CHECK ("stencil_options"."kind" in ('framed', 'frameless')),
	CONSTRAINT "stencil_options_sizes" CHECK ("stencil_options"."usable_width_mm" > 0 and "stencil_options"."usable_height_mm" > 0 and "stencil_options"."usable_width_mm" <= "stencil_options"."width_mm" and "stencil_options"."usable_height_mm" <= "stencil_options"."height_mm" and "stencil_options"."price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "assembly_price_tables" ADD CONSTRAINT "assembly_price_tables_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stencil_options" ADD CONSTRAINT "stencil_options_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stencil_options_enterprise_idx" ON "stencil_options" USING btree ("enterprise_uid");