CREATE TABLE "deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_no" text NOT NULL,
	"merchant_uid" uuid NOT NULL,
	"customer_uid" uuid NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"planned_date" date NOT NULL,
	"address" text NOT NULL,
	"note" text,
	"packages" integer,
	"carrier" text,
	"tracking_no" text,
	"receipt_note" text,
	"search_text" text DEFAULT '' NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"received_by" uuid,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "deliveries_delivery_no_unique" UNIQUE("delivery_no"),
	CONSTRAINT "deliveries_packages" CHECK ("deliveries"."packages" is null or "deliveries"."packages" > 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"delivery_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"sale_notice_id" uuid NOT NULL,
	"sale_notice_no" text NOT NULL,
	"order_no" text NOT NULL,
	"part_no" text NOT NULL,
	"quantity" integer NOT NULL,
	"accepted" integer,
	"disputed" integer,
	"dispute_reason" text,
	CONSTRAINT "delivery_lines_quantities" CHECK ("delivery_lines"."quantity" > 0 and ("delivery_lines"."accepted" is null or ("delivery_lines"."accepted" >= 0 and "delivery_lines"."disputed" >= 0 and "delivery_lines"."accepted" + "delivery_lines"."disputed" = "delivery_lines"."quantity")))
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_merchant_uid_enterprises_uid_fk" FOREIGN KEY ("merchant_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_customer_uid_enterprises_uid_fk" FOREIGN KEY ("customer_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_created_by_accounts_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_received_by_accounts_uid_fk" FOREIGN KEY ("received_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_lines" ADD CONSTRAINT "delivery_lines_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_lines" ADD CONSTRAINT "delivery_lines_sale_notice_id_sale_notices_id_fk" FOREIGN KEY ("sale_notice_id") REFERENCES "public"."sale_notices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliveries_merchant_created_idx" ON "deliveries" USING btree ("merchant_uid","created_at");--> statement-breakpoint
CREATE INDEX "deliveries_customer_created_idx" ON "deliveries" USING btree ("customer_uid","created_at");--> statement-breakpoint
CREATE INDEX "delivery_lines_delivery_idx" ON "delivery_lines" USING btree ("delivery_id","position");--> statement-breakpoint
CREATE INDEX "delivery_lines_notice_idx" ON "delivery_lines" USING btree ("sale_notice_id");