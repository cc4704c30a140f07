-- The board theme became a shop setting (shops.config.theme). Before, the demo shops got their
-- theme by name; store that theme for every shop of such a name that has none, so no board
-- changes on upgrade. Shops without a stored theme get the default theme.
UPDATE "shops"
SET "config" = "config" || jsonb_build_object('theme', CASE lower(btrim("name"))
  WHEN 'mississippi' THEN 'mississippi'
  WHEN 'head shop' THEN 'head-shop'
  WHEN 'de steeg' THEN 'de-steeg'
END)
WHERE lower(btrim("name")) IN ('mississippi', 'head shop', 'de steeg')
  AND NOT ("config" ? 'theme');
