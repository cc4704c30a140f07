-- Keys other systems of a shop group use instead of a login (`Authorization: Bearer plk_...`):
-- a name, scopes, optionally one shop. Only the key's SHA-256 (hex) is kept, and its first
-- characters to tell keys apart in the list. Revoking sets revoked_at; every process reads the
-- row on each request, so a revoked key stops at once everywhere.
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_group_id" uuid NOT NULL REFERENCES "shop_groups"("id") ON DELETE cascade,
	"shop_id" uuid REFERENCES "shops"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"scopes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"key_hash" text NOT NULL,
	"key_prefix" text NOT NULL,
	"created_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_hash" ON "api_keys" ("key_hash");--> statement-breakpoint
CREATE INDEX "api_keys_group" ON "api_keys" ("shop_group_id");--> statement-breakpoint
-- A change made with a key is recorded under the key's name (user_name) and id.
ALTER TABLE "history_changes" ADD COLUMN "api_key_id" uuid REFERENCES "api_keys"("id") ON DELETE set null;
