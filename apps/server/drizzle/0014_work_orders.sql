CREATE TABLE "work_order_attachments" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"work_order_uid" uuid NOT NULL,
	"entry_uid" uuid,
	"file_uid" uuid NOT NULL,
	"owner_enterprise_uid" uuid NOT NULL,
	"side" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_order_entries" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"work_order_uid" uuid NOT NULL,
	"kind" text NOT NULL,
	"side" text NOT NULL,
	"author_account_uid" uuid NOT NULL,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"action" text,
	"from_status" text,
	"to_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"work_order_no" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"type" text,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"customer_enterprise_uid" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"handler_enterprise_uid" uuid NOT NULL,
	"assignee_account_uid" uuid,
	"order_no" text,
	"order_uid" uuid,
	"target" text,
	"target_no" text,
	"target_uid" uuid,
	"row_version" integer DEFAULT 1 NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_response_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_orders_work_order_no_unique" UNIQUE("work_order_no")
);
--> statement-breakpoint
ALTER TABLE "work_order_attachments" ADD CONSTRAINT "work_order_attachments_work_order_uid_work_orders_uid_fk" FOREIGN KEY ("work_order_uid") REFERENCES "public"."work_orders"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_attachments" ADD CONSTRAINT "work_order_attachments_entry_uid_work_order_entries_uid_fk" FOREIGN KEY ("entry_uid") REFERENCES "public"."work_order_entries"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_attachments" ADD CONSTRAINT "work_order_attachments_file_uid_stored_files_uid_fk" FOREIGN KEY ("file_uid") REFERENCES "public"."stored_files"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_attachments" ADD CONSTRAINT "work_order_attachments_owner_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("owner_enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_entries" ADD CONSTRAINT "work_order_entries_work_order_uid_work_orders_uid_fk" FOREIGN KEY ("work_order_uid") REFERENCES "public"."work_orders"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_entries" ADD CONSTRAINT "work_order_entries_author_account_uid_accounts_uid_fk" FOREIGN KEY ("author_account_uid") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_customer_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("customer_enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_created_by_accounts_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_handler_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("handler_enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_assignee_account_uid_accounts_uid_fk" FOREIGN KEY ("assignee_account_uid") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "work_order_attachments_file_unique" ON "work_order_attachments" USING btree ("file_uid");--> statement-breakpoint
CREATE INDEX "work_order_attachments_order_idx" ON "work_order_attachments" USING btree ("work_order_uid");--> statement-breakpoint
CREATE INDEX "work_order_entries_order_idx" ON "work_order_entries" USING btree ("work_order_uid","created_at");--> statement-breakpoint
CREATE INDEX "work_orders_customer_idx" ON "work_orders" USING btree ("customer_enterprise_uid","created_at");--> statement-breakpoint
CREATE INDEX "work_orders_handler_idx" ON "work_orders" USING btree ("handler_enterprise_uid","status","created_at");