-- Pairing a screen stick by a short code. A stick at /scherm asks for a code (a row here, with
-- the SHA-256 of the secret only the stick knows); staff type the code on a shop's page and
-- choose what the stick shows; the stick's secret then becomes that board's secret
-- (`board_reports.secret_hash`). Open codes expire after 15 minutes and are swept when new ones
-- are made; a code is unique among the rows kept.
CREATE TABLE "board_pairings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"secret_hash" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"shop_id" uuid REFERENCES "shops"("id") ON DELETE CASCADE,
	"board_id" uuid,
	"kind" text,
	"screen_id" uuid REFERENCES "screens"("id") ON DELETE CASCADE,
	"orientation" text,
	"paired_at" timestamp with time zone,
	CONSTRAINT "board_pairings_kind" CHECK ("kind" is null or "kind" in ('screen', 'device')),
	CONSTRAINT "board_pairings_orientation" CHECK ("orientation" is null or "orientation" in ('landscape', 'portrait'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "board_pairings_code" ON "board_pairings" ("code");--> statement-breakpoint
CREATE INDEX "board_pairings_address" ON "board_pairings" ("address");--> statement-breakpoint
-- A paired board: when it was paired and the orientation staff chose (null: not paired, or
-- unpaired; an unpaired board keeps a secret hash that no secret matches, so its stick is refused).
ALTER TABLE "board_reports" ADD COLUMN "paired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "board_reports" ADD COLUMN "orientation" text;
