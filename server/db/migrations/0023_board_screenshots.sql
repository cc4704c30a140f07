-- What a board shows now: the latest picture of its canvas (a JPEG of at most 640 px wide and
-- 100 KB, re-encoded by the server), one per board, dropped with the board. Never public.
CREATE TABLE "board_screenshots" (
	"shop_id" uuid NOT NULL,
	"board_id" uuid NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" bytea NOT NULL,
	CONSTRAINT "board_screenshots_pk" PRIMARY KEY ("shop_id", "board_id"),
	CONSTRAINT "board_screenshots_board" FOREIGN KEY ("shop_id", "board_id") REFERENCES "board_reports"("shop_id", "board_id") ON DELETE CASCADE
);
