-- Issue 20 (migration 0034): the customer master (customers) is the factory's one customer list; the quotation's own older list
-- (factory_customers) is folded into it and dropped. Nothing referenced factory_customers.uid (a quotation keeps the
-- customer's number, name and level as text); a copied row keeps its uid, so a uid held anywhere still names it.
-- Level A–D maps one-to-one onto the master's levels: A strategic, B key, C regular, D occasional.
-- 1. A number the factory already has in its master: the master row stays; the list's contact (with its phone) is
--    added when no master contact has that name or phone, and its remarks are added to the note when missing.
WITH merged AS (
	SELECT c."uid",
		CASE
			WHEN coalesce(f."contact", '') = '' AND coalesce(f."phone", '') = '' THEN c."contacts"
			WHEN EXISTS (SELECT 1 FROM jsonb_array_elements(c."contacts") x WHERE (coalesce(f."contact", '') <> '' AND x->>'name' = f."contact") OR (coalesce(f."phone", '') <> '' AND x->>'phone' = f."phone")) THEN c."contacts"
			ELSE c."contacts" || jsonb_build_array(jsonb_strip_nulls(jsonb_build_object('name', coalesce(f."contact", ''), 'phone', nullif(f."phone", ''), 'primary', CASE WHEN jsonb_array_length(c."contacts") = 0 THEN true END)))
		END AS "contacts",
		CASE
			WHEN coalesce(f."remarks", '') = '' OR position(f."remarks" in c."note") > 0 THEN c."note"
			WHEN c."note" = '' THEN f."remarks"
			ELSE left(c."note" || E'\n' || f."remarks", 1000)
		END AS "note"
	FROM "customers" c
	JOIN "factory_customers" f ON f."enterprise_uid" = c."enterprise_uid" AND f."customer_no" = c."customer_no"
), changed AS (
	UPDATE "customers" c SET "contacts" = m."contacts", "note" = m."note", "row_version" = c."row_version" + 1, "updated_at" = now()
	FROM merged m
	WHERE c."uid" = m."uid" AND (c."contacts" <> m."contacts" OR c."note" <> m."note")
	RETURNING c."uid", c."enterprise_uid", c."customer_no", c."name", c."row_version"
)
INSERT INTO "audit_log" ("enterprise_uid", "entity", "entity_uid", "action", "before", "after")
SELECT "enterprise_uid", 'customer', "uid"::text, 'merge_quotation_list', NULL, jsonb_build_object('no', "customer_no", 'name', "name", 'version', "row_version", 'by', '')
FROM changed;--> statement-breakpoint
-- 2. Every other row of the list becomes a master customer of the same factory, with its number, dates and uid.
WITH copied AS (
	INSERT INTO "customers" ("uid", "enterprise_uid", "customer_no", "name", "level", "contacts", "note", "origin", "created_at", "updated_at")
	SELECT f."uid", f."enterprise_uid", f."customer_no", f."name",
		CASE f."level" WHEN 'A' THEN 'strategic' WHEN 'B' THEN 'key' WHEN 'C' THEN 'regular' ELSE 'occasional' END,
		CASE WHEN coalesce(f."contact", '') = '' AND coalesce(f."phone", '') = '' THEN '[]'::jsonb
			ELSE jsonb_build_array(jsonb_strip_nulls(jsonb_build_object('name', coalesce(f."contact", ''), 'phone', nullif(f."phone", ''), 'primary', true))) END,
		coalesce(f."remarks", ''), 'manual', f."created_at", f."updated_at"
	FROM "factory_customers" f
	WHERE NOT EXISTS (SELECT 1 FROM "customers" c WHERE c."enterprise_uid" = f."enterprise_uid" AND c."customer_no" = f."customer_no")
	RETURNING "uid", "enterprise_uid", "customer_no", "name", "level"
)
INSERT INTO "audit_log" ("enterprise_uid", "entity", "entity_uid", "action", "before", "after")
SELECT "enterprise_uid", 'customer', "uid"::text, 'from_quotation_list', NULL, jsonb_build_object('no', "customer_no", 'name', "name", 'level', "level", 'by', '')
FROM copied;--> statement-breakpoint
DROP TABLE "factory_customers" CASCADE;--> statement-breakpoint
-- 3. Menus 305 (customer-statement, auth code 20) and 306 (customer-invoice, auth code 21) are customer-kind screens
--    a customer enterprise's registrant (its administrator) is granted at registration; enterprises registered
--    before they existed lack them. Their bits (19 and 20: 0x180000) are OR-ed into the permission mask (hex,
--    lowest bit last) of every administrator of a customer enterprise. The codes are written here, not read from
--    menus, because the catalogue is synced after the migrations run. Idempotent: an OR sets a bit once.
WITH masks AS (
	SELECT s."uid", s."permission_mask" AS "before", (
		SELECT coalesce(nullif(ltrim(string_agg(to_hex(substring(b."bits" FROM i FOR 4)::bit(4)::int), '' ORDER BY i), '0'), ''), '0')
		FROM generate_series(1, length(b."bits"), 4) AS i
	) AS "after"
	FROM "staff" s
	JOIN "enterprises" e ON e."uid" = s."enterprise_uid"
	CROSS JOIN LATERAL (SELECT greatest(length(s."permission_mask"), 6) AS "digits") d
	CROSS JOIN LATERAL (SELECT ('x' || lpad(lower(s."permission_mask"), d."digits", '0'))::varbit | ('x' || lpad('180000', d."digits", '0'))::varbit AS "bits") b
	WHERE e."kind" = 'customer' AND s."is_admin" = true
)
UPDATE "staff" s SET "permission_mask" = m."after" FROM masks m WHERE s."uid" = m."uid" AND m."after" <> m."before";
