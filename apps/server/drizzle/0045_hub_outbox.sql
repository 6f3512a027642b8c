CREATE TABLE "hub_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"txid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"event" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "hub_outbox_order_idx" ON "hub_outbox" USING btree ("txid","id");--> statement-breakpoint
CREATE INDEX "hub_outbox_created_idx" ON "hub_outbox" USING btree ("created_at");