CREATE TABLE "instant_quotes" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_uid" uuid,
	"state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"file_name" text,
	"file_size" integer,
	"storage_key" text,
	"analysis" jsonb,
	"owner_account_uid" uuid,
	"created_ip" text,
	"inquiry_no" text,
	"row_version" integer DEFAULT 1 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_rates" (
	"uid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_uid" uuid NOT NULL,
	"carrier" text NOT NULL,
	"country" text NOT NULL,
	"province" text,
	"first_weight_grams" integer NOT NULL,
	"first_price_cents" bigint NOT NULL,
	"additional_unit_grams" integer NOT NULL,
	"additional_price_cents" bigint NOT NULL,
	"days" integer NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_rates_positive" CHECK ("shipping_rates"."first_weight_grams" > 0 and "shipping_rates"."additional_unit_grams" > 0 and "shipping_rates"."first_price_cents" >= 0 and "shipping_rates"."additional_price_cents" >= 0 and "shipping_rates"."days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shipping_settings" (
	"enterprise_uid" uuid PRIMARY KEY NOT NULL,
	"package_max_grams" integer DEFAULT 15000 NOT NULL,
	"package_tare_grams" integer DEFAULT 300 NOT NULL,
	"weekend_days" integer[] DEFAULT '{0,6}'::integer[] NOT NULL,
	"holidays" text[] DEFAULT '{}'::text[] NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "instant_quotes" ADD CONSTRAINT "instant_quotes_merchant_uid_enterprises_uid_fk" FOREIGN KEY ("merchant_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instant_quotes" ADD CONSTRAINT "instant_quotes_owner_account_uid_accounts_uid_fk" FOREIGN KEY ("owner_account_uid") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_settings" ADD CONSTRAINT "shipping_settings_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instant_quotes_expires_idx" ON "instant_quotes" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "instant_quotes_owner_idx" ON "instant_quotes" USING btree ("owner_account_uid");--> statement-breakpoint
CREATE INDEX "instant_quotes_ip_idx" ON "instant_quotes" USING btree ("created_ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_rates_zone" ON "shipping_rates" USING btree ("enterprise_uid","carrier","country",coalesce("province", ''));