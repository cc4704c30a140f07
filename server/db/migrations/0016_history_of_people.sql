-- The history records what people change in the menu, the catalogue and the settings. Counters
-- (a shop's order numbers and the orders it points at), the order flow (orders are their own
-- record) and interface preferences (a user's language) are not history: they are no longer
-- recorded, and what was recorded of them goes, so no one can undo a counter.
DROP TRIGGER "history" ON "orders";--> statement-breakpoint
DROP TRIGGER "history" ON "order_lines";--> statement-breakpoint
DROP TRIGGER "history" ON "shops";--> statement-breakpoint
CREATE TRIGGER "history" AFTER INSERT OR UPDATE OR DELETE ON "shops" FOR EACH ROW EXECUTE FUNCTION "history_record_row"('id', '-', 'next_customer_order_id', 'last_pending_order_id', 'last_completed_order_id');--> statement-breakpoint
DROP TRIGGER "history" ON "users";--> statement-breakpoint
CREATE TRIGGER "history" AFTER INSERT OR UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "history_record_row"('id', '-', 'password_hash', 'language');--> statement-breakpoint
DELETE FROM "history_rows" WHERE "table_name" IN ('orders', 'order_lines');--> statement-breakpoint
UPDATE "history_rows" SET
  "before" = "before" - ARRAY['next_customer_order_id', 'last_pending_order_id', 'last_completed_order_id'],
  "after" = "after" - ARRAY['next_customer_order_id', 'last_pending_order_id', 'last_completed_order_id']
WHERE "table_name" = 'shops';--> statement-breakpoint
UPDATE "history_rows" SET "before" = "before" - 'language', "after" = "after" - 'language'
WHERE "table_name" = 'users';--> statement-breakpoint
DELETE FROM "history_rows" WHERE "op" = 'update' AND "table_name" IN ('shops', 'users')
  AND ("after" IS NULL OR "after" = '{}'::jsonb);--> statement-breakpoint
DELETE FROM "history_changes" c WHERE NOT EXISTS (SELECT 1 FROM "history_rows" r WHERE r."change_id" = c."id");
