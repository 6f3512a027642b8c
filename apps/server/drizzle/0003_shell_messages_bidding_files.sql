CREATE TABLE "bidding_notices" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bidding_doccode" text NOT NULL,
	"mat_name" text NOT NULL,
	"standard_request_details_no" text NOT NULL,
	"buyer_enterprise_uid" uuid NOT NULL,
	"supplier_enterprise_uid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bidding_todos" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notice_uid" uuid NOT NULL,
	"account_uid" uuid NOT NULL,
	"enterprise_uid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_uid" uuid NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"kind" text DEFAULT 'file' NOT NULL,
	"purpose" text,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_account_uid" uuid,
	"enterprise_uid" uuid,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bidding_notices" ADD CONSTRAINT "bidding_notices_buyer_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("buyer_enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidding_notices" ADD CONSTRAINT "bidding_notices_supplier_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("supplier_enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidding_todos" ADD CONSTRAINT "bidding_todos_notice_uid_bidding_notices_uid_fk" FOREIGN KEY ("notice_uid") REFERENCES "public"."bidding_notices"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidding_todos" ADD CONSTRAINT "bidding_todos_account_uid_accounts_uid_fk" FOREIGN KEY ("account_uid") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidding_todos" ADD CONSTRAINT "bidding_todos_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_uploaded_by_accounts_uid_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_recipient_account_uid_accounts_uid_fk" FOREIGN KEY ("recipient_account_uid") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bidding_notices_doccode_unique" ON "bidding_notices" USING btree ("buyer_enterprise_uid","bidding_doccode","supplier_enterprise_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "bidding_todos_notice_account_unique" ON "bidding_todos" USING btree ("notice_uid","account_uid");--> statement-breakpoint
CREATE INDEX "bidding_todos_open_idx" ON "bidding_todos" USING btree ("account_uid","enterprise_uid") WHERE "bidding_todos"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "stored_files_enterprise_idx" ON "stored_files" USING btree ("enterprise_uid","created_at");--> statement-breakpoint
CREATE INDEX "messages_recipient_idx" ON "messages" USING btree ("recipient_account_uid","read_at");--> statement-breakpoint
CREATE INDEX "messages_queue_idx" ON "messages" USING btree ("enterprise_uid","read_at") WHERE "messages"."recipient_account_uid" is null;