-- What a board row was just before a scheduled change was applied to it (prices, availability,
-- new, discount, category), so the list can show old -> new after the change too. Null for
-- changes not applied yet (the list then shows the row as it is now) and for older rows.
ALTER TABLE "scheduled_changes" ADD COLUMN "before" jsonb;
