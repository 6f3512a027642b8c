ALTER TABLE "rate_limit_windows" ADD COLUMN "last_hit_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rate_limit_windows" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "rate_limit_windows_expires_idx" ON "rate_limit_windows" USING btree ("expires_at");