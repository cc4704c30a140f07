-- A board's reports count only when they come from that board: its first report is answered
-- with a random secret, of which only the SHA-256 (hex) is kept here; later reports must carry it.
-- Staff reset it (null) so that the next report is answered with a new one. Device boards are
-- capped per shop and expire after a week without a report: the rows a flood of made-up board
-- ids left behind are cut to the newest 50 device boards per shop, and those older than a week go.
ALTER TABLE "board_reports" ADD COLUMN "secret_hash" text;--> statement-breakpoint
DELETE FROM "board_reports" WHERE "kind" = 'device' AND "reported_at" < now() - interval '7 days';--> statement-breakpoint
DELETE FROM "board_reports" AS r USING (
	SELECT "shop_id", "board_id", row_number() OVER (PARTITION BY "shop_id" ORDER BY "reported_at" DESC) AS "n"
	FROM "board_reports" WHERE "kind" = 'device'
) AS ranked
WHERE r."shop_id" = ranked."shop_id" AND r."board_id" = ranked."board_id" AND ranked."n" > 50;--> statement-breakpoint
CREATE INDEX "board_reports_shop_kind_seen" ON "board_reports" ("shop_id", "kind", "reported_at");
