-- Alerts about boards that go dark while their shop is open. A shop says after how many minutes
-- (2 to 240, 10 by default) a board that is offline or failing is reported. Staff ask for the
-- messages per shop with an address of their choice (the account's own by default). The state
-- of each board as last reported is one row in "board_alerts": a message goes out only by the
-- statement that moves that row from 'up' to 'down' or back, so a restart or a second server
-- process never sends one twice. Neither table is business data, so neither is in the history.
ALTER TABLE "shops" ADD COLUMN "board_alert_minutes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_board_alert_minutes" CHECK ("board_alert_minutes" between 2 and 240);--> statement-breakpoint
CREATE TABLE "board_alert_subscriptions" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"shop_id" uuid NOT NULL REFERENCES "shops"("id") ON DELETE cascade,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_alert_subscriptions_pk" PRIMARY KEY ("user_id", "shop_id")
);--> statement-breakpoint
CREATE INDEX "board_alert_subscriptions_shop" ON "board_alert_subscriptions" ("shop_id");--> statement-breakpoint
CREATE TABLE "board_alerts" (
	"shop_id" uuid NOT NULL REFERENCES "shops"("id") ON DELETE cascade,
	"board_id" uuid NOT NULL,
	"state" text DEFAULT 'up' NOT NULL,
	"unhealthy_since" timestamp with time zone,
	"down_since" timestamp with time zone,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_alerts_pk" PRIMARY KEY ("shop_id", "board_id"),
	CONSTRAINT "board_alerts_state" CHECK ("state" in ('up', 'down'))
);
