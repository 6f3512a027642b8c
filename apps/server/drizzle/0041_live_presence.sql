CREATE TABLE "live_presence" (
	"instance_id" text NOT NULL,
	"account_uid" uuid NOT NULL,
	"enterprise_uid" uuid NOT NULL,
	"sockets" integer DEFAULT 0 NOT NULL,
	"heartbeat_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_presence_instance_id_account_uid_enterprise_uid_pk" PRIMARY KEY("instance_id","account_uid","enterprise_uid"),
	CONSTRAINT "live_presence_sockets_check" CHECK ("live_presence"."sockets" >= 0)
);
--> statement-breakpoint
CREATE INDEX "live_presence_account_idx" ON "live_presence" USING btree ("account_uid","heartbeat_at");--> statement-breakpoint
CREATE INDEX "live_presence_heartbeat_idx" ON "live_presence" USING btree ("heartbeat_at");