-- Screen health: the last report of every board of a shop, and the names staff give to boards
-- that are not a screen of their shop (a shop-level board is known by the device id it keeps).
-- Reports are overwritten by each heartbeat (one upsert) and are not business data: no history.
CREATE TABLE "board_reports" (
	"shop_id" uuid NOT NULL REFERENCES "shops"("id") ON DELETE CASCADE,
	"board_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"screen_id" uuid REFERENCES "screens"("id") ON DELETE CASCADE,
	"version" text NOT NULL,
	"feed_etag" text,
	"feed_modified_at" timestamp with time zone,
	"last_render_at" timestamp with time zone,
	"render_errors" integer NOT NULL DEFAULT 0,
	"uptime_s" integer NOT NULL DEFAULT 0,
	"heap_bytes" bigint,
	"stage_width" integer NOT NULL DEFAULT 0,
	"stage_height" integer NOT NULL DEFAULT 0,
	"page_url" text NOT NULL DEFAULT '',
	"reported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "board_reports_pk" PRIMARY KEY ("shop_id", "board_id"),
	CONSTRAINT "board_reports_kind" CHECK ("kind" in ('screen', 'device')),
	CONSTRAINT "board_reports_screen" CHECK (("kind" = 'screen') = ("screen_id" IS NOT NULL))
);--> statement-breakpoint
CREATE TABLE "board_devices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL REFERENCES "shops"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "board_devices_shop" ON "board_devices" ("shop_id");--> statement-breakpoint
CREATE TRIGGER "history" AFTER INSERT OR UPDATE OR DELETE ON "board_devices" FOR EACH ROW EXECUTE FUNCTION "history_record_row"('id', '-');--> statement-breakpoint
CREATE TRIGGER "history_version" BEFORE UPDATE ON "board_devices" FOR EACH ROW EXECUTE FUNCTION "history_bump_version"();
