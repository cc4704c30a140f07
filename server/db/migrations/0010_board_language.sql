-- The language a board shows: per shop Dutch (default), English or both alternating every N
-- seconds; per screen the shop's choice (null) or its own mode and interval.
ALTER TABLE "shops" ADD COLUMN "board_language" text DEFAULT 'nl' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "board_language_seconds" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_board_language" CHECK ("board_language" in ('nl', 'en', 'both'));--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_board_language_seconds" CHECK ("board_language_seconds" between 2 and 600);--> statement-breakpoint
ALTER TABLE "screens" ADD COLUMN "board_language" text;--> statement-breakpoint
ALTER TABLE "screens" ADD COLUMN "board_language_seconds" integer;--> statement-breakpoint
ALTER TABLE "screens" ADD CONSTRAINT "screens_board_language" CHECK ("board_language" is null or "board_language" in ('nl', 'en', 'both'));--> statement-breakpoint
ALTER TABLE "screens" ADD CONSTRAINT "screens_board_language_seconds" CHECK ("board_language_seconds" is null or "board_language_seconds" between 2 and 600);
