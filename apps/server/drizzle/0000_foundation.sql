CREATE TABLE "accounts" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_no" text NOT NULL,
	"name" text NOT NULL,
	"phone_area_code" text,
	"phone" text,
	"email" text,
	"password_hash" text,
	"avatar_url" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_user_no_unique" UNIQUE("user_no")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_account_uid" uuid,
	"enterprise_uid" uuid,
	"entity" text NOT NULL,
	"entity_uid" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "enterprises" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_no" text NOT NULL,
	"name" text NOT NULL,
	"abbreviation" text,
	"kind" text NOT NULL,
	"credit_code" text,
	"phone" text,
	"expires_on" date,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enterprises_enterprise_no_unique" UNIQUE("enterprise_no")
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"menu_no" integer PRIMARY KEY NOT NULL,
	"parent_no" integer DEFAULT 0 NOT NULL,
	"package_url" text,
	"auth_code" integer NOT NULL,
	"is_show" boolean DEFAULT true NOT NULL,
	"icon" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"names" jsonb NOT NULL,
	"kinds" jsonb NOT NULL,
	CONSTRAINT "menus_package_url_unique" UNIQUE("package_url"),
	CONSTRAINT "menus_auth_code_unique" UNIQUE("auth_code")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"account_uid" uuid NOT NULL,
	"enterprise_uid" uuid,
	"staff_uid" uuid,
	"client_type" integer DEFAULT 3 NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_uid" uuid NOT NULL,
	"account_uid" uuid NOT NULL,
	"job_number" text,
	"staff_name" text NOT NULL,
	"department" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"staff_member" boolean DEFAULT false NOT NULL,
	"permission_mask" text DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_uid_accounts_uid_fk" FOREIGN KEY ("account_uid") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_staff_uid_staff_uid_fk" FOREIGN KEY ("staff_uid") REFERENCES "public"."staff"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_account_uid_accounts_uid_fk" FOREIGN KEY ("account_uid") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_phone_unique" ON "accounts" USING btree ("phone_area_code","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_unique" ON "accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_uid");--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_uid","client_type");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_enterprise_account_unique" ON "staff" USING btree ("enterprise_uid","account_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_enterprise_job_number_unique" ON "staff" USING btree ("enterprise_uid","job_number");