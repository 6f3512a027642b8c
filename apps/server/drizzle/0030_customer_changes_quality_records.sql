CREATE TABLE "customer_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"change_no" text NOT NULL,
	"merchant_uid" uuid NOT NULL,
	"customer_uid" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"order_no" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"description" text NOT NULL,
	"new_revision" text,
	"new_quantity" integer,
	"new_date" date,
	"file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount_delta" bigint,
	"impact_date" date,
	"impact_note" text,
	"reject_reason" text,
	"applied_to" jsonb,
	"search_text" text DEFAULT '' NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	CONSTRAINT "customer_changes_change_no_unique" UNIQUE("change_no"),
	CONSTRAINT "customer_changes_quantity" CHECK ("customer_changes"."new_quantity" is null or "customer_changes"."new_quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "quality_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"record_no" text NOT NULL,
	"merchant_uid" uuid NOT NULL,
	"customer_uid" uuid NOT NULL,
	"delivery_id" uuid NOT NULL,
	"delivery_no" text NOT NULL,
	"delivery_line_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"sale_notice_no" text NOT NULL,
	"order_no" text NOT NULL,
	"part_no" text NOT NULL,
	"delivered" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"defect_type" text NOT NULL,
	"quantity" integer NOT NULL,
	"lot" text,
	"description" text NOT NULL,
	"photo_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"containment" text,
	"root_cause" text,
	"corrective_action" text,
	"verification" text,
	"reopen_reason" text,
	"reopen_count" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "quality_records_record_no_unique" UNIQUE("record_no"),
	CONSTRAINT "quality_records_quantity" CHECK ("quality_records"."quantity" > 0 and "quality_records"."quantity" <= "quality_records"."delivered")
);
--> statement-breakpoint
ALTER TABLE "customer_changes" ADD CONSTRAINT "customer_changes_merchant_uid_enterprises_uid_fk" FOREIGN KEY ("merchant_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_changes" ADD CONSTRAINT "customer_changes_customer_uid_enterprises_uid_fk" FOREIGN KEY ("customer_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_changes" ADD CONSTRAINT "customer_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_changes" ADD CONSTRAINT "customer_changes_created_by_accounts_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_records" ADD CONSTRAINT "quality_records_merchant_uid_enterprises_uid_fk" FOREIGN KEY ("merchant_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_records" ADD CONSTRAINT "quality_records_customer_uid_enterprises_uid_fk" FOREIGN KEY ("customer_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_records" ADD CONSTRAINT "quality_records_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_records" ADD CONSTRAINT "quality_records_delivery_line_id_delivery_lines_id_fk" FOREIGN KEY ("delivery_line_id") REFERENCES "public"."delivery_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_records" ADD CONSTRAINT "quality_records_created_by_accounts_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_changes_merchant_created_idx" ON "customer_changes" USING btree ("merchant_uid","created_at");--> statement-breakpoint
CREATE INDEX "customer_changes_customer_created_idx" ON "customer_changes" USING btree ("customer_uid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_changes_one_live_idx" ON "customer_changes" USING btree ("order_id") WHERE "customer_changes"."status" in ('submitted', 'offered');--> statement-breakpoint
CREATE INDEX "quality_records_merchant_created_idx" ON "quality_records" USING btree ("merchant_uid","created_at");--> statement-breakpoint
CREATE INDEX "quality_records_customer_created_idx" ON "quality_records" USING btree ("customer_uid","created_at");