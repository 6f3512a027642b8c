CREATE TABLE "gerber_bindings" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gerber_file_uid" uuid NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"bound_by" uuid NOT NULL,
	"bound_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unbound_by" uuid,
	"unbound_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "gerber_files" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_uid" uuid NOT NULL,
	"merchant_uid" uuid NOT NULL,
	"uploader_account_uid" uuid NOT NULL,
	"uploader_staff_uid" uuid,
	"uploader_name" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"stored_file_uid" uuid,
	"upload_status" text DEFAULT 'uploading' NOT NULL,
	"audit_status" text DEFAULT 'under_review' NOT NULL,
	"binding_status" text DEFAULT 'unbound' NOT NULL,
	"validity" text DEFAULT 'valid' NOT NULL,
	"quotation_no" text,
	"inquiry_no" text,
	"remarks" text,
	"failure_code" text,
	"failure_message" text,
	"analysis" jsonb,
	"width_mm" double precision,
	"height_mm" double precision,
	"copper_layers" integer,
	"preview_top" text,
	"preview_bottom" text,
	"analysis_ms" integer,
	"analyzed_at" timestamp with time zone,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gerber_bindings" ADD CONSTRAINT "gerber_bindings_gerber_file_uid_gerber_files_uid_fk" FOREIGN KEY ("gerber_file_uid") REFERENCES "public"."gerber_files"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gerber_bindings" ADD CONSTRAINT "gerber_bindings_bound_by_accounts_uid_fk" FOREIGN KEY ("bound_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gerber_bindings" ADD CONSTRAINT "gerber_bindings_unbound_by_accounts_uid_fk" FOREIGN KEY ("unbound_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gerber_files" ADD CONSTRAINT "gerber_files_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gerber_files" ADD CONSTRAINT "gerber_files_merchant_uid_enterprises_uid_fk" FOREIGN KEY ("merchant_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gerber_files" ADD CONSTRAINT "gerber_files_uploader_account_uid_accounts_uid_fk" FOREIGN KEY ("uploader_account_uid") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gerber_files" ADD CONSTRAINT "gerber_files_uploader_staff_uid_staff_uid_fk" FOREIGN KEY ("uploader_staff_uid") REFERENCES "public"."staff"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gerber_bindings_file_idx" ON "gerber_bindings" USING btree ("gerber_file_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "gerber_bindings_active_unique" ON "gerber_bindings" USING btree ("gerber_file_uid","kind","number") WHERE "gerber_bindings"."unbound_at" is null;--> statement-breakpoint
CREATE INDEX "gerber_files_merchant_idx" ON "gerber_files" USING btree ("merchant_uid","created_at");--> statement-breakpoint
CREATE INDEX "gerber_files_enterprise_idx" ON "gerber_files" USING btree ("enterprise_uid","created_at");--> statement-breakpoint
CREATE INDEX "gerber_files_uploading_idx" ON "gerber_files" USING btree ("upload_status");