-- A board is a screen when staff put it on the wall: a paired stick (`paired_at`), a screen of
-- a multi-screen shop, or a board address staff adopted ("Dit is een scherm", `adopted_at`).
-- Any other browser that opens a board is a viewer and keeps no row. Address boards kept from
-- before are listed as seen via their address (adopt or forget) until a silent week sweeps them.
ALTER TABLE "board_reports" ADD COLUMN "adopted_at" timestamp with time zone;
