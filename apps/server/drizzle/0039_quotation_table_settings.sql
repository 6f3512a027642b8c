CREATE TABLE "quotation_table_settings" (
	"account_uid" uuid NOT NULL,
	"enterprise_uid" uuid NOT NULL,
	"product_number" text NOT NULL,
	"params" jsonb NOT NULL,
	"quantities" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotation_table_settings_account_uid_enterprise_uid_product_number_pk" PRIMARY KEY("account_uid","enterprise_uid","product_number")
);
--> statement-breakpoint
ALTER TABLE "quotation_table_settings" ADD CONSTRAINT "quotation_table_settings_account_uid_accounts_uid_fk" FOREIGN KEY ("account_uid") REFERENCES "public"."accounts"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_table_settings" ADD CONSTRAINT "quotation_table_settings_enterprise_uid_enterprises_uid_fk" FOREIGN KEY ("enterprise_uid") REFERENCES "public"."enterprises"("uid") ON DELETE no action ON UPDATE no action;
