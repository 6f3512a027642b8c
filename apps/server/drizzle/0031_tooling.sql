CREATE TABLE "tooling_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transfer_no" text NOT NULL,
	"tooling_id" uuid NOT NULL,
	"tooling_no" text NOT NULL,
	"from_uid" uuid NOT NULL,
	"to_uid" uuid NOT NULL,
	"from_location" text DEFAULT '' NOT NULL,
	"to_location" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"answer_reason" text,
	"search_text" text DEFAULT '' NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"sent_by" uuid,
	"sent_by_name" text DEFAULT '' NOT NULL,
	"signed_by" uuid,
	"signed_by_name" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "tooling_transfers_transfer_no_unique" UNIQUE("transfer_no")
);
--> statement-breakpoint
CREATE TABLE "toolings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tooling_no" text NOT NULL,
	"merchant_uid" uuid NOT NULL,
	"customer_uid" uuid NOT NULL,
	"holder_uid" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"order_no" text,
	"owner" text NOT NULL,
	"cost_cents" bigint NOT NULL,
	"amortise_basis" text NOT NULL,
	"amortise_over" integer NOT NULL,
	"amortised_units" integer DEFAULT 0 NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"scrap_reason" text,
	"search_text" text DEFAULT '' NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "toolings_tooling_no_unique" UNIQUE("tooling_no"),
	CONSTRAINT "toolings_cost_nonneg" CHECK ("toolings"."cost_cents" >= 0),
	CONSTRAINT "toolings_over_positive" CHECK ("toolings"."amortise_over" > 0 and "toolings"."amortised_units" >= 0)
);
--> statement-breakpoint
CREATE TABLE "production_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transfer_no" text NOT NULL,
	"order_id" uuid NOT NULL,
	"order_no" text NOT NULL,
	"customer_uid" uuid NOT NULL,
	"from_uid" uuid NOT NULL,
	"to_uid" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"due_date" date NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"answer_reason" text,
	"search_text" text DEFAULT '' NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"answered_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "production_transfers_transfer_no_unique" UNIQUE("transfer_no")
);
--> statement-breakpoint
ALTER TABLE "tooling_transfers" ADD CONSTRAINT "tooling_transfers_tooling_id_toolings_id_fk" FOREIGN KEY ("tooling_id") REFERENCES "public"."toolings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tooling_transfers" ADD CONSTRAINT "tooling_transfers_from_uid_enterprises_uid_fk" FOREIGN KEY ("from_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tooling_transfers" ADD CONSTRAINT "tooling_transfers_to_uid_enterprises_uid_fk" FOREIGN KEY ("to_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tooling_transfers" ADD CONSTRAINT "tooling_transfers_sent_by_accounts_uid_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tooling_transfers" ADD CONSTRAINT "tooling_transfers_signed_by_accounts_uid_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toolings" ADD CONSTRAINT "toolings_merchant_uid_enterprises_uid_fk" FOREIGN KEY ("merchant_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toolings" ADD CONSTRAINT "toolings_customer_uid_enterprises_uid_fk" FOREIGN KEY ("customer_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toolings" ADD CONSTRAINT "toolings_holder_uid_enterprises_uid_fk" FOREIGN KEY ("holder_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toolings" ADD CONSTRAINT "toolings_created_by_accounts_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_transfers" ADD CONSTRAINT "production_transfers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_transfers" ADD CONSTRAINT "production_transfers_customer_uid_enterprises_uid_fk" FOREIGN KEY ("customer_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_transfers" ADD CONSTRAINT "production_transfers_from_uid_enterprises_uid_fk" FOREIGN KEY ("from_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_transfers" ADD CONSTRAINT "production_transfers_to_uid_enterprises_uid_fk" FOREIGN KEY ("to_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_transfers" ADD CONSTRAINT "production_transfers_created_by_accounts_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_transfers" ADD CONSTRAINT "production_transfers_answered_by_accounts_uid_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tooling_transfers_from_created_idx" ON "tooling_transfers" USING btree ("from_uid","created_at");--> statement-breakpoint
CREATE INDEX "tooling_transfers_to_created_idx" ON "tooling_transfers" USING btree ("to_uid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tooling_transfers_one_open_idx" ON "tooling_transfers" USING btree ("tooling_id") WHERE "tooling_transfers"."status" = 'sent';--> statement-breakpoint
CREATE INDEX "toolings_merchant_created_idx" ON "toolings" USING btree ("merchant_uid","created_at");--> statement-breakpoint
CREATE INDEX "toolings_holder_idx" ON "toolings" USING btree ("holder_uid");--> statement-breakpoint
CREATE INDEX "toolings_customer_idx" ON "toolings" USING btree ("customer_uid");--> statement-breakpoint
CREATE INDEX "production_transfers_from_created_idx" ON "production_transfers" USING btree ("from_uid","created_at");--> statement-breakpoint
CREATE INDEX "production_transfers_to_created_idx" ON "production_transfers" USING btree ("to_uid","created_at");--> statement-breakpoint
CREATE INDEX "production_transfers_customer_idx" ON "production_transfers" USING btree ("customer_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "production_transfers_one_pending_idx" ON "production_transfers" USING btree ("order_id") WHERE "production_transfers"."status" = 'pending';