-- Happy hour: a price that follows the clock, of one board row (link_id) or of a whole category
-- of a shop (category_id): on `days` (1 Monday … 7 Sunday) from `from_time` to `to_time` in the
-- shop's time zone (an end before the start runs into the next day), either fixed `prices` per
-- label or `percent` off. Deleting the row or category deletes its happy hours (and an undo
-- brings them back with it).
CREATE TABLE "happy_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"link_id" uuid,
	"category_id" uuid,
	"days" jsonb NOT NULL,
	"from_time" text NOT NULL,
	"to_time" text NOT NULL,
	"prices" jsonb,
	"percent" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "happy_hours_one_target" CHECK (("link_id" is null) <> ("category_id" is null)),
	CONSTRAINT "happy_hours_price_or_percent" CHECK (("prices" is null) <> ("percent" is null)),
	CONSTRAINT "happy_hours_percent" CHECK ("percent" is null or "percent" between 1 and 90)
);
--> statement-breakpoint
ALTER TABLE "happy_hours" ADD CONSTRAINT "happy_hours_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "happy_hours" ADD CONSTRAINT "happy_hours_link_id_shops_to_prices_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."shops_to_prices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "happy_hours" ADD CONSTRAINT "happy_hours_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "happy_hours_shop" ON "happy_hours" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "happy_hours_link" ON "happy_hours" USING btree ("link_id");--> statement-breakpoint
CREATE INDEX "happy_hours_category" ON "happy_hours" USING btree ("category_id");--> statement-breakpoint
CREATE TRIGGER "history" AFTER INSERT OR UPDATE OR DELETE ON "happy_hours" FOR EACH ROW EXECUTE FUNCTION "history_record_row"('id', '-');--> statement-breakpoint
CREATE TRIGGER "history_version" BEFORE UPDATE ON "happy_hours" FOR EACH ROW EXECUTE FUNCTION "history_bump_version"();
