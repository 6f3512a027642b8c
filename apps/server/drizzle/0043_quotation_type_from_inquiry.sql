ALTER TABLE "quotations" ADD COLUMN "inquiry_uid" uuid;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "inquiry_no" text;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_inquiry_uid_inquiries_uid_fk" FOREIGN KEY ("inquiry_uid") REFERENCES "public"."inquiries"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotations_type_idx" ON "quotations" USING btree ("enterprise_uid","is_current","type");--> statement-breakpoint
-- Issue 30 #8: the type follows the inquiry link. Before this migration no column linked a quotation to its
-- inquiry; the one place a factory wrote the online inquiry's number was the reference number, so a version whose
-- reference number is an inquiry number of an inquiry to that same factory (as merchant) is linked to it. Every
-- version is then platform when linked and internal otherwise, whatever was set by hand before.
UPDATE "quotations" AS q SET "inquiry_uid" = i."uid", "inquiry_no" = i."inquiry_no"
FROM "inquiries" AS i
WHERE i."inquiry_no" = q."reference_no" AND i."merchant_enterprise_uid" = q."enterprise_uid";--> statement-breakpoint
UPDATE "quotations" SET "type" = CASE WHEN "inquiry_uid" IS NULL THEN 'internal' ELSE 'platform' END;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_type_follows_inquiry" CHECK (("quotations"."type" = 'platform') = ("quotations"."inquiry_uid" is not null and "quotations"."inquiry_no" is not null));