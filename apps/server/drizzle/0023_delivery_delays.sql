CREATE TABLE "delivery_delays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delay_no" text NOT NULL,
	"merchant_uid" uuid NOT NULL,
	"customer_uid" uuid NOT NULL,
	"sale_notice_id" uuid NOT NULL,
	"sale_notice_no" text NOT NULL,
	"order_no" text NOT NULL,
	"part_no" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"answer_reason" text,
	"search_text" text DEFAULT '' NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" uuid,
	CONSTRAINT "delivery_delays_delay_no_unique" UNIQUE("delay_no"),
	CONSTRAINT "delivery_delays_later" CHECK ("delivery_delays"."to_date" > "delivery_delays"."from_date")
);
--> statement-breakpoint
ALTER TABLE "delivery_delays" ADD CONSTRAINT "delivery_delays_merchant_uid_enterprises_uid_fk" FOREIGN KEY ("merchant_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_delays" ADD CONSTRAINT "delivery_delays_customer_uid_enterprises_uid_fk" FOREIGN KEY ("customer_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_delays" ADD CONSTRAINT "delivery_delays_sale_notice_id_sale_notices_id_fk" FOREIGN KEY ("sale_notice_id") REFERENCES "public"."sale_notices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_delays" ADD CONSTRAINT "delivery_delays_created_by_accounts_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_delays" ADD CONSTRAINT "delivery_delays_answered_by_accounts_uid_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_delays_merchant_created_idx" ON "delivery_delays" USING btree ("merchant_uid","created_at");--> statement-breakpoint
CREATE INDEX "delivery_delays_customer_created_idx" ON "delivery_delays" USING btree ("customer_uid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_delays_one_pending_idx" ON "delivery_delays" USING btree ("sale_notice_id") WHERE "delivery_delays"."status" = 'pending';