CREATE TABLE "purchase_bid_versions" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bid_uid" uuid NOT NULL,
	"version" integer NOT NULL,
	"unit_price" numeric(18, 6) NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"amount_cents" bigint NOT NULL,
	"delivery_date" date NOT NULL,
	"valid_until" date NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"attachment_file_uid" uuid,
	"submitted_by" uuid NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_bids" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_uid" uuid NOT NULL,
	"supplier_enterprise_uid" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"unit_price" numeric(18, 6) NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"amount_cents" bigint NOT NULL,
	"delivery_date" date NOT NULL,
	"valid_until" date NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"attachment_file_uid" uuid,
	"submitted_by" uuid NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "purchase_requests" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_uid" uuid NOT NULL,
	"request_no" text NOT NULL,
	"details_no" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"specification" text DEFAULT '' NOT NULL,
	"quantity" numeric(18, 4) NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"delivery_place" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"audience" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "equipment_devices" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_uid" uuid NOT NULL,
	"machine_no" text NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"line" text DEFAULT '' NOT NULL,
	"power" text DEFAULT 'on' NOT NULL,
	"last_reading" jsonb,
	"last_reading_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_readings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"device_uid" uuid NOT NULL,
	"enterprise_uid" uuid NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"temperature" double precision,
	"speed" double precision,
	"counters" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bidding_notices" ADD COLUMN "request_uid" uuid;--> statement-breakpoint
ALTER TABLE "purchase_bid_versions" ADD CONSTRAINT "purchase_bid_versions_bid_uid_purchase_bids_uid_fk" FOREIGN KEY ("bid_uid") REFERENCES "public"."purchase_bids"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_bid_versions" ADD CONSTRAINT "purchase_bid_versions_submitted_by_accounts_uid_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_bids" ADD CONSTRAINT "purchase_bids_request_uid_purchase_requests_uid_fk" FOREIGN KEY ("request_uid") REFERENCES "public"."purchase_requests"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_bids" ADD CONSTRAINT "purchase_bids_supplier_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("supplier_enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_bids" ADD CONSTRAINT "purchase_bids_submitted_by_accounts_uid_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_requests" ADD CONSTRAINT "purchase_requests_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_requests" ADD CONSTRAINT "purchase_requests_created_by_accounts_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_requests" ADD CONSTRAINT "purchase_requests_decided_by_accounts_uid_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_devices" ADD CONSTRAINT "equipment_devices_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_readings" ADD CONSTRAINT "equipment_readings_device_uid_equipment_devices_uid_fk" FOREIGN KEY ("device_uid") REFERENCES "public"."equipment_devices"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_readings" ADD CONSTRAINT "equipment_readings_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_bid_versions_unique" ON "purchase_bid_versions" USING btree ("bid_uid","version");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_bids_supplier_unique" ON "purchase_bids" USING btree ("request_uid","supplier_enterprise_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_requests_no_unique" ON "purchase_requests" USING btree ("enterprise_uid","request_no");--> statement-breakpoint
CREATE INDEX "purchase_requests_list_idx" ON "purchase_requests" USING btree ("enterprise_uid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_devices_machine_unique" ON "equipment_devices" USING btree ("enterprise_uid","machine_no");--> statement-breakpoint
CREATE INDEX "equipment_readings_device_idx" ON "equipment_readings" USING btree ("device_uid","read_at");--> statement-breakpoint
CREATE INDEX "equipment_readings_time_idx" ON "equipment_readings" USING btree ("read_at");--> statement-breakpoint
ALTER TABLE "bidding_notices" ADD CONSTRAINT "bidding_notices_request_uid_purchase_requests_uid_fk" FOREIGN KEY ("request_uid") REFERENCES "public"."purchase_requests"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bidding_notices_request_idx" ON "bidding_notices" USING btree ("request_uid","supplier_enterprise_uid");