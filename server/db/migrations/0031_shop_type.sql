-- What a shop sells, and so which list its boards show by default: 'cannabis' (a coffeeshop),
-- 'horeca' (a café) or 'both'. Existing shops become 'both' where they have horeca rows and
-- 'cannabis' otherwise. A deactivated shop keeps its data; it drops out of the back office's
-- shop choices and its boards say that it is closed.
ALTER TABLE "shops" ADD COLUMN "shop_type" text DEFAULT 'cannabis' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_shop_type" CHECK ("shops"."shop_type" in ('cannabis', 'horeca', 'both'));--> statement-breakpoint
UPDATE "shops" SET "shop_type" = 'both' WHERE EXISTS (SELECT 1 FROM "shops_to_prices" WHERE "shops_to_prices"."shop_id" = "shops"."id" AND "shops_to_prices"."product_id" IS NOT NULL);
