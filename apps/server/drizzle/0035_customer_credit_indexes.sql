-- Migration 0035: credit used (modules/customer/credit.ts) looks up one factory's deliveries, sales notices, invoices and
-- accepted changes with one customer for every customer file the list sorts on it; without these, each lookup intersected
-- the customer's rows with all of the factory's (bench/customer-credit-sort.ts).
CREATE INDEX "deliveries_merchant_customer_status_idx" ON "deliveries" USING btree ("merchant_uid","customer_uid","status");--> statement-breakpoint
CREATE INDEX "sale_notices_merchant_customer_status_idx" ON "sale_notices" USING btree ("merchant_uid","customer_uid","status");--> statement-breakpoint
CREATE INDEX "customer_invoices_merchant_customer_status_idx" ON "customer_invoices" USING btree ("merchant_uid","customer_uid","status");--> statement-breakpoint
CREATE INDEX "customer_changes_merchant_customer_status_idx" ON "customer_changes" USING btree ("merchant_uid","customer_uid","status");