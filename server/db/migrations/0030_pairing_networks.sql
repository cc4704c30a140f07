-- A waiting pairing code notes the client network it was asked from (an IPv4 /24, an IPv6 /64),
-- beside the exact address: codes are bounded per network too, and when every code is taken the
-- network holding the most gives up its oldest, so one network cannot shut pairing for others.
-- Codes live 15 minutes: the ones waiting now count under their own address.
ALTER TABLE "board_pairings" ADD COLUMN "network" text;--> statement-breakpoint
UPDATE "board_pairings" SET "network" = "address";--> statement-breakpoint
ALTER TABLE "board_pairings" ALTER COLUMN "network" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "board_pairings_network" ON "board_pairings" ("network", "created_at");
