CREATE SEQUENCE "public"."inquiry_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "inquiries" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_no" text NOT NULL,
	"customer_enterprise_uid" uuid NOT NULL,
	"customer_account_uid" uuid NOT NULL,
	"merchant_enterprise_uid" uuid NOT NULL,
	"status" text DEFAULT 'to_be_reviewed' NOT NULL,
	"source" text DEFAULT 'estimate' NOT NULL,
	"gerber_file_uid" uuid,
	"quote_ref" text,
	"reorder_of" text,
	"product_no" text NOT NULL,
	"currency" text NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"request_version" integer DEFAULT 1 NOT NULL,
	"total_cents" bigint NOT NULL,
	"delivery_days" integer NOT NULL,
	"reject_reason" text,
	"quoting_account_uid" uuid,
	"quoting_since" timestamp with time zone,
	"deleted" boolean DEFAULT false NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiries_total_not_negative" CHECK ("inquiries"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inquiry_versions" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inquiry_uid" uuid NOT NULL,
	"version" integer NOT NULL,
	"side" text NOT NULL,
	"author_account_uid" uuid,
	"params" jsonb NOT NULL,
	"priced_params" jsonb NOT NULL,
	"cam" jsonb,
	"product_no" text NOT NULL,
	"priced_on" date NOT NULL,
	"book_versions" text NOT NULL,
	"delivery_form" text NOT NULL,
	"delivery_method" text NOT NULL,
	"set_width_mm" numeric(8, 2),
	"set_length_mm" numeric(8, 2),
	"pcs_per_set" integer,
	"pcs_width_mm" numeric(8, 2),
	"pcs_length_mm" numeric(8, 2),
	"splitting_method" text NOT NULL,
	"surface_finish" text NOT NULL,
	"gold_finger_count" integer DEFAULT 0 NOT NULL,
	"gold_thickness_um" numeric(7, 3),
	"nickel_thickness_um" numeric(7, 3),
	"palladium_thickness_um" numeric(7, 3),
	"order_type" text NOT NULL,
	"lead_time" text NOT NULL,
	"standard_days" integer NOT NULL,
	"fastest_days" integer NOT NULL,
	"required_days" integer,
	"delivery_days" integer NOT NULL,
	"quantity" integer NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"estimated_cents" bigint NOT NULL,
	"discounted_cents" bigint NOT NULL,
	"full_cents" bigint NOT NULL,
	"board_fee_cents" bigint NOT NULL,
	"other_fees_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiry_versions_total_sum" CHECK ("inquiry_versions"."total_cents" = "inquiry_versions"."board_fee_cents" + "inquiry_versions"."other_fees_cents"),
	CONSTRAINT "inquiry_versions_amounts_not_negative" CHECK ("inquiry_versions"."total_cents" >= 0 and "inquiry_versions"."board_fee_cents" >= 0 and "inquiry_versions"."other_fees_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_customer_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("customer_enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_customer_account_uid_accounts_uid_fk" FOREIGN KEY ("customer_account_uid") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_merchant_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("merchant_enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_quoting_account_uid_accounts_uid_fk" FOREIGN KEY ("quoting_account_uid") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_versions" ADD CONSTRAINT "inquiry_versions_inquiry_uid_inquiries_uid_fk" FOREIGN KEY ("inquiry_uid") REFERENCES "public"."inquiries"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_versions" ADD CONSTRAINT "inquiry_versions_author_account_uid_accounts_uid_fk" FOREIGN KEY ("author_account_uid") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inquiries_no_unique" ON "inquiries" USING btree ("inquiry_no");--> statement-breakpoint
CREATE INDEX "inquiries_customer_idx" ON "inquiries" USING btree ("customer_enterprise_uid","status","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_merchant_idx" ON "inquiries" USING btree ("merchant_enterprise_uid","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inquiry_versions_unique" ON "inquiry_versions" USING btree ("inquiry_uid","version");