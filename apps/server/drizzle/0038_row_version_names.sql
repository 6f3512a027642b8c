-- One name for the optimistic (compare-and-set) version of a row: row_version, as on every other table.
-- The version columns that remain name a document's versions (quotations, purchase orders, bids, inquiries, price books).
ALTER TABLE "assembly_price_tables" RENAME COLUMN "version" TO "row_version";
--> statement-breakpoint
ALTER TABLE "suppliers" RENAME COLUMN "version" TO "row_version";
--> statement-breakpoint
ALTER TABLE "supplier_statements" RENAME COLUMN "version" TO "row_version";
--> statement-breakpoint
ALTER TABLE "process_capability_tables" RENAME COLUMN "version" TO "row_version";
