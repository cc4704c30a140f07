ALTER TABLE "shops" ADD COLUMN "time_zone" text DEFAULT 'Europe/Amsterdam' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "opening_hours" jsonb;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "time_windows" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shops_to_prices" ADD COLUMN "time_windows" jsonb DEFAULT '[]'::jsonb NOT NULL;
