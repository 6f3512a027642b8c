CREATE TABLE "account_erasures" (
	"account_uid" uuid PRIMARY KEY NOT NULL,
	"erased_at" timestamp with time zone NOT NULL,
	"kept" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personal_data_exports" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_uid" uuid NOT NULL,
	"status" text DEFAULT 'preparing' NOT NULL,
	"token" text NOT NULL,
	"storage_key" text,
	"size" bigint,
	"requested_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "personal_data_exports_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "account_erasures" ADD CONSTRAINT "account_erasures_account_uid_accounts_uid_fk" FOREIGN KEY ("account_uid") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_data_exports" ADD CONSTRAINT "personal_data_exports_account_uid_accounts_uid_fk" FOREIGN KEY ("account_uid") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personal_data_exports_account_idx" ON "personal_data_exports" USING btree ("account_uid","requested_at");