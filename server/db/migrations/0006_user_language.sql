-- The language of the back office per user: Dutch (the default) or English.
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'nl' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language" CHECK ("users"."language" in ('nl', 'en'));
