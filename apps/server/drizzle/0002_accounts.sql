CREATE SEQUENCE "public"."account_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."enterprise_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1;--> statement-breakpoint
CREATE TABLE "message_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"destination" text NOT NULL,
	"template" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"destination" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"salt" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invite_links" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_uid" uuid NOT NULL,
	"code" text NOT NULL,
	"purpose" text NOT NULL,
	"max_uses" integer NOT NULL,
	"use_count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_invitations" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_uid" uuid NOT NULL,
	"phone_area_code" text NOT NULL,
	"phone" text NOT NULL,
	"staff_name" text,
	"department" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"invited_by" uuid NOT NULL,
	"accepted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "enterprise_partners" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_uid" uuid NOT NULL,
	"partner_enterprise_uid" uuid NOT NULL,
	"relation" text NOT NULL,
	"invitation_uid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_profiles" (
	"enterprise_uid" uuid PRIMARY KEY NOT NULL,
	"personal" boolean DEFAULT false NOT NULL,
	"registered_by" uuid,
	"agreement_accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_invitations" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_uid" uuid NOT NULL,
	"partner_enterprise_uid" uuid NOT NULL,
	"relation" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"invited_by" uuid NOT NULL,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "account_avatars" (
	"account_uid" uuid PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_identities" (
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"account_uid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_identities_provider_subject_pk" PRIMARY KEY("provider","subject")
);
--> statement-breakpoint
CREATE TABLE "login_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"account_uid" uuid NOT NULL,
	"enterprise_uid" uuid NOT NULL,
	"staff_uid" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_profiles" (
	"account_uid" uuid PRIMARY KEY NOT NULL,
	"birthday" date,
	"gender" text,
	"wechat_no" text,
	"qq_no" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_grants" (
	"session_uid" uuid NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "session_grants_session_uid_purpose_pk" PRIMARY KEY("session_uid","purpose")
);
--> statement-breakpoint
ALTER TABLE "invite_links" ADD CONSTRAINT "invite_links_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_links" ADD CONSTRAINT "invite_links_created_by_accounts_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_invited_by_accounts_uid_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_accepted_by_accounts_uid_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_partners" ADD CONSTRAINT "enterprise_partners_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_partners" ADD CONSTRAINT "enterprise_partners_partner_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("partner_enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_profiles" ADD CONSTRAINT "enterprise_profiles_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_profiles" ADD CONSTRAINT "enterprise_profiles_registered_by_accounts_uid_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_invitations" ADD CONSTRAINT "partner_invitations_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_invitations" ADD CONSTRAINT "partner_invitations_partner_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("partner_enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_invitations" ADD CONSTRAINT "partner_invitations_invited_by_accounts_uid_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_invitations" ADD CONSTRAINT "partner_invitations_decided_by_accounts_uid_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_avatars" ADD CONSTRAINT "account_avatars_account_uid_accounts_uid_fk" FOREIGN KEY ("account_uid") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_identities" ADD CONSTRAINT "account_identities_account_uid_accounts_uid_fk" FOREIGN KEY ("account_uid") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_tickets" ADD CONSTRAINT "login_tickets_account_uid_accounts_uid_fk" FOREIGN KEY ("account_uid") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_tickets" ADD CONSTRAINT "login_tickets_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_tickets" ADD CONSTRAINT "login_tickets_staff_uid_staff_uid_fk" FOREIGN KEY ("staff_uid") REFERENCES "public"."staff"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD CONSTRAINT "member_profiles_account_uid_accounts_uid_fk" FOREIGN KEY ("account_uid") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_grants" ADD CONSTRAINT "session_grants_session_uid_sessions_uid_fk" FOREIGN KEY ("session_uid") REFERENCES "public"."sessions"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_outbox_destination_idx" ON "message_outbox" USING btree ("destination","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_destination_idx" ON "verification_codes" USING btree ("destination","purpose","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invite_links_code_unique" ON "invite_links" USING btree ("code");--> statement-breakpoint
CREATE INDEX "invite_links_enterprise_idx" ON "invite_links" USING btree ("enterprise_uid","created_at");--> statement-breakpoint
CREATE INDEX "staff_invitations_phone_idx" ON "staff_invitations" USING btree ("phone_area_code","phone","status");--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_partners_unique" ON "enterprise_partners" USING btree ("enterprise_uid","partner_enterprise_uid","relation");