CREATE TABLE "process_capabilities" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_uid" uuid NOT NULL,
	"item" text NOT NULL,
	"copper_oz" numeric(6, 2),
	"standard" numeric(12, 3) NOT NULL,
	"advanced" numeric(12, 3),
	"upgrade_project" text,
	"sort_number" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "process_capability_tables" (
	"enterprise_uid" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gerber_files" ADD COLUMN "role_corrections" jsonb;--> statement-breakpoint
ALTER TABLE "process_capabilities" ADD CONSTRAINT "process_capabilities_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "process_capability_tables" ADD CONSTRAINT "process_capability_tables_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "process_capabilities_enterprise_idx" ON "process_capabilities" USING btree ("enterprise_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "process_capabilities_item_unique" ON "process_capabilities" USING btree ("enterprise_uid","item",coalesce("copper_oz", -1));