-- Moving a paired stick to another board (another shop of the group, another screen or
-- orientation) in one step: the board it moves to waits with a secret hash no secret matches
-- ('moving') and keeps the SHA-256 of the stick's old secret here, which the stick trades once
-- for a new secret of that board (`POST /v1/boards/moved`). Null for every other board.
ALTER TABLE "board_reports" ADD COLUMN "moved_from_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "board_reports_moved_from" ON "board_reports" ("moved_from_hash") WHERE "moved_from_hash" IS NOT NULL;
