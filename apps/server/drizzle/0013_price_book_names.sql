-- Names per language a factory may enter for its price book's rows (issue 13): `{ "zh-CN": "层数", "ja": "層数" }`;
-- the row's `name` serves the languages left out. IF NOT EXISTS: a database built from a tree where 0012's
-- snapshot already held these columns (generated while this change was in the tree) is left as it is.
ALTER TABLE "pricing_parameters" ADD COLUMN IF NOT EXISTS "names" jsonb;--> statement-breakpoint
ALTER TABLE "pricing_products" ADD COLUMN IF NOT EXISTS "names" jsonb;--> statement-breakpoint
ALTER TABLE "pricing_projects" ADD COLUMN IF NOT EXISTS "names" jsonb;--> statement-breakpoint
ALTER TABLE "product_classifications" ADD COLUMN IF NOT EXISTS "names" jsonb;
