CREATE TABLE "sale_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notice_no" text NOT NULL,
	"merchant_uid" uuid NOT NULL,
	"customer_uid" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"order_no" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"product_name" text NOT NULL,
	"product_no" text,
	"part_no" text NOT NULL,
	"revision" text,
	"quantity" integer NOT NULL,
	"delivery_date" date NOT NULL,
	"requirements" text,
	"cancel_reason" text,
	"search_text" text DEFAULT '' NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"released_by" uuid,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" uuid,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "sale_notices_notice_no_unique" UNIQUE("notice_no")
);
--> statement-breakpoint
ALTER TABLE "sale_notices" ADD CONSTRAINT "sale_notices_merchant_uid_enterprises_uid_fk" FOREIGN KEY ("merchant_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_notices" ADD CONSTRAINT "sale_notices_customer_uid_enterprises_uid_fk" FOREIGN KEY ("customer_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_notices" ADD CONSTRAINT "sale_notices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_notices" ADD CONSTRAINT "sale_notices_created_by_accounts_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_notices" ADD CONSTRAINT "sale_notices_released_by_accounts_uid_fk" FOREIGN KEY ("released_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_notices" ADD CONSTRAINT "sale_notices_acknowledged_by_accounts_uid_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_notices_merchant_created_idx" ON "sale_notices" USING btree ("merchant_uid","created_at");--> statement-breakpoint
CREATE INDEX "sale_notices_merchant_status_idx" ON "sale_notices" USING btree ("merchant_uid","status","created_at");--> statement-breakpoint
CREATE INDEX "sale_notices_customer_created_idx" ON "sale_notices" USING btree ("customer_uid","created_at") WHERE "sale_notices"."status" <> 'draft';--> statement-breakpoint
CREATE INDEX "sale_notices_order_idx" ON "sale_notices" USING btree ("order_id");