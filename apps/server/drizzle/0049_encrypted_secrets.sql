ALTER TABLE "invoicing_infos" ALTER COLUMN "taxpayer_no" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoicing_infos" ALTER COLUMN "bank_card_no" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_accounts" ALTER COLUMN "card_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "account_two_factor" ALTER COLUMN "secret" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoicing_infos" ADD COLUMN "taxpayer_no_sealed" text;--> statement-breakpoint
ALTER TABLE "invoicing_infos" ADD COLUMN "taxpayer_no_hash" text;--> statement-breakpoint
ALTER TABLE "invoicing_infos" ADD COLUMN "bank_card_no_sealed" text;--> statement-breakpoint
ALTER TABLE "invoicing_infos" ADD COLUMN "bank_card_no_hash" text;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "card_number_sealed" text;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "card_number_hash" text;--> statement-breakpoint
ALTER TABLE "account_two_factor" ADD COLUMN "secret_sealed" text;--> statement-breakpoint
CREATE INDEX "invoicing_infos_taxpayer_hash_idx" ON "invoicing_infos" USING btree ("enterprise_uid","taxpayer_no_hash");--> statement-breakpoint
CREATE INDEX "bank_accounts_card_hash_idx" ON "bank_accounts" USING btree ("enterprise_uid","card_number_hash");--> statement-breakpoint
-- The invoicing info copied onto orders, invoice applications and customer invoices keeps masked numbers only:
-- masking needs no key, so it is done here (the invoicing titles themselves are sealed at start-up).
UPDATE "orders" SET "invoicing_info" = jsonb_set("invoicing_info", '{taxpayerNo}', to_jsonb(CASE
  WHEN length("invoicing_info"->>'taxpayerNo') <= 4 THEN repeat('*', length("invoicing_info"->>'taxpayerNo'))
  ELSE left("invoicing_info"->>'taxpayerNo', 2) || repeat('*', length("invoicing_info"->>'taxpayerNo') - 4)
    || right("invoicing_info"->>'taxpayerNo', 2) END))
WHERE jsonb_typeof("invoicing_info"->'taxpayerNo') = 'string' AND position('*' in "invoicing_info"->>'taxpayerNo') = 0;--> statement-breakpoint
UPDATE "orders" SET "invoicing_info" = jsonb_set("invoicing_info", '{bankCardNo}',
  to_jsonb('**** **** **** ' || right(regexp_replace("invoicing_info"->>'bankCardNo', '[^0-9]', '', 'g'), 4)))
WHERE jsonb_typeof("invoicing_info"->'bankCardNo') = 'string' AND position('*' in "invoicing_info"->>'bankCardNo') = 0;--> statement-breakpoint
UPDATE "invoice_applications" SET "invoicing_info" = jsonb_set("invoicing_info", '{taxpayerNo}', to_jsonb(CASE
  WHEN length("invoicing_info"->>'taxpayerNo') <= 4 THEN repeat('*', length("invoicing_info"->>'taxpayerNo'))
  ELSE left("invoicing_info"->>'taxpayerNo', 2) || repeat('*', length("invoicing_info"->>'taxpayerNo') - 4)
    || right("invoicing_info"->>'taxpayerNo', 2) END))
WHERE jsonb_typeof("invoicing_info"->'taxpayerNo') = 'string' AND position('*' in "invoicing_info"->>'taxpayerNo') = 0;--> statement-breakpoint
UPDATE "invoice_applications" SET "invoicing_info" = jsonb_set("invoicing_info", '{bankCardNo}',
  to_jsonb('**** **** **** ' || right(regexp_replace("invoicing_info"->>'bankCardNo', '[^0-9]', '', 'g'), 4)))
WHERE jsonb_typeof("invoicing_info"->'bankCardNo') = 'string' AND position('*' in "invoicing_info"->>'bankCardNo') = 0;--> statement-breakpoint
UPDATE "customer_invoices" SET "invoicing_info" = jsonb_set("invoicing_info", '{taxpayerNo}', to_jsonb(CASE
  WHEN length("invoicing_info"->>'taxpayerNo') <= 4 THEN repeat('*', length("invoicing_info"->>'taxpayerNo'))
  ELSE left("invoicing_info"->>'taxpayerNo', 2) || repeat('*', length("invoicing_info"->>'taxpayerNo') - 4)
    || right("invoicing_info"->>'taxpayerNo', 2) END))
WHERE jsonb_typeof("invoicing_info"->'taxpayerNo') = 'string' AND position('*' in "invoicing_info"->>'taxpayerNo') = 0;--> statement-breakpoint
UPDATE "customer_invoices" SET "invoicing_info" = jsonb_set("invoicing_info", '{bankCardNo}',
  to_jsonb('**** **** **** ' || right(regexp_replace("invoicing_info"->>'bankCardNo', '[^0-9]', '', 'g'), 4)))
WHERE jsonb_typeof("invoicing_info"->'bankCardNo') = 'string' AND position('*' in "invoicing_info"->>'bankCardNo') = 0;
