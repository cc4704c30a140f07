-- What a paired stick shows of its shop (`src/domain/board-view.ts`): 'board' (the shop's
-- board), 'horeca', 'extra', 'cannabis' or 'show:{id}', and its theme ('dark' or 'light'); kept
-- with the pairing and with the board the stick shows. Null for a board opened by its address.
ALTER TABLE "board_reports" ADD COLUMN "view" text;--> statement-breakpoint
ALTER TABLE "board_reports" ADD COLUMN "theme" text;--> statement-breakpoint
ALTER TABLE "board_pairings" ADD COLUMN "view" text;--> statement-breakpoint
ALTER TABLE "board_pairings" ADD COLUMN "theme" text;
