CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_uid" uuid NOT NULL,
	"inquiry_no" text NOT NULL,
	"merchant_uid" uuid NOT NULL,
	"approved_total" bigint NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"added_by" uuid,
	"added_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_no" text NOT NULL,
	"order_id" uuid NOT NULL,
	"order_no" text NOT NULL,
	"customer_uid" uuid NOT NULL,
	"merchant_uid" uuid NOT NULL,
	"invoicing_info_id" uuid,
	"invoicing_info" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"status" text DEFAULT 'applied' NOT NULL,
	"invoice_no" text,
	"applied_by" uuid,
	"applied_at" timestamp with time zone NOT NULL,
	"issued_by" uuid,
	"issued_at" timestamp with time zone,
	CONSTRAINT "invoice_applications_application_no_unique" UNIQUE("application_no"),
	CONSTRAINT "invoice_applications_amount_positive" CHECK ("invoice_applications"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"inquiry_no" text NOT NULL,
	"product_no" text,
	"params" jsonb NOT NULL,
	"price" jsonb NOT NULL,
	"quantity" integer,
	"delivery_days" integer,
	"total" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_no" text NOT NULL,
	"settlement_no" text NOT NULL,
	"customer_uid" uuid NOT NULL,
	"merchant_uid" uuid NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"total" bigint NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"invoiced" bigint DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"refund_open" boolean DEFAULT false NOT NULL,
	"address_id" uuid,
	"address" jsonb NOT NULL,
	"invoicing_info_id" uuid,
	"invoicing_info" jsonb,
	"production_no" text,
	"carrier" text,
	"tracking_no" text,
	"payment_transaction_id" uuid,
	"release_transaction_id" uuid,
	"search_text" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"auto_confirm_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"customer_deleted_at" timestamp with time zone,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "orders_amounts" CHECK ("orders"."total" > 0 and "orders"."paid" >= 0 and "orders"."refunded" >= 0 and "orders"."refunded" <= "orders"."paid" and "orders"."invoiced" >= 0 and "orders"."invoiced" <= "orders"."paid")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"refund_no" text NOT NULL,
	"order_id" uuid NOT NULL,
	"order_no" text NOT NULL,
	"customer_uid" uuid NOT NULL,
	"merchant_uid" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reject_reason" text,
	"requested_by" uuid,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"transaction_id" uuid,
	CONSTRAINT "refunds_refund_no_unique" UNIQUE("refund_no"),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_merchant_uid_enterprises_uid_fk" FOREIGN KEY ("merchant_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_added_by_accounts_uid_fk" FOREIGN KEY ("added_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_applications" ADD CONSTRAINT "invoice_applications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_applications" ADD CONSTRAINT "invoice_applications_customer_uid_enterprises_uid_fk" FOREIGN KEY ("customer_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_applications" ADD CONSTRAINT "invoice_applications_merchant_uid_enterprises_uid_fk" FOREIGN KEY ("merchant_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_applications" ADD CONSTRAINT "invoice_applications_applied_by_accounts_uid_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_applications" ADD CONSTRAINT "invoice_applications_issued_by_accounts_uid_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_uid_enterprises_uid_fk" FOREIGN KEY ("customer_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_merchant_uid_enterprises_uid_fk" FOREIGN KEY ("merchant_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_accounts_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_customer_uid_enterprises_uid_fk" FOREIGN KEY ("customer_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_merchant_uid_enterprises_uid_fk" FOREIGN KEY ("merchant_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_requested_by_accounts_uid_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_decided_by_accounts_uid_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_enterprise_inquiry" ON "cart_items" USING btree ("enterprise_uid","inquiry_no");--> statement-breakpoint
CREATE INDEX "cart_items_enterprise_idx" ON "cart_items" USING btree ("enterprise_uid","added_at");--> statement-breakpoint
CREATE INDEX "invoice_applications_order_idx" ON "invoice_applications" USING btree ("order_id","applied_at");--> statement-breakpoint
CREATE INDEX "invoice_applications_merchant_idx" ON "invoice_applications" USING btree ("merchant_uid","status","applied_at");--> statement-breakpoint
CREATE INDEX "invoice_applications_customer_idx" ON "invoice_applications" USING btree ("customer_uid","applied_at");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "order_items_inquiry_idx" ON "order_items" USING btree ("inquiry_no");--> statement-breakpoint
CREATE INDEX "orders_customer_status_created_idx" ON "orders" USING btree ("customer_uid","status","created_at") WHERE "orders"."customer_deleted_at" is null;--> statement-breakpoint
CREATE INDEX "orders_customer_created_idx" ON "orders" USING btree ("customer_uid","created_at") WHERE "orders"."customer_deleted_at" is null;--> statement-breakpoint
CREATE INDEX "orders_customer_bin_idx" ON "orders" USING btree ("customer_uid","created_at") WHERE "orders"."customer_deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_merchant_status_created_idx" ON "orders" USING btree ("merchant_uid","status","created_at");--> statement-breakpoint
CREATE INDEX "orders_merchant_created_idx" ON "orders" USING btree ("merchant_uid","created_at");--> statement-breakpoint
CREATE INDEX "orders_settlement_idx" ON "orders" USING btree ("settlement_no");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_open_per_order" ON "refunds" USING btree ("order_id") WHERE "refunds"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id","requested_at");--> statement-breakpoint
CREATE INDEX "refunds_merchant_idx" ON "refunds" USING btree ("merchant_uid","status","requested_at");--> statement-breakpoint
CREATE INDEX "refunds_customer_idx" ON "refunds" USING btree ("customer_uid","requested_at");
