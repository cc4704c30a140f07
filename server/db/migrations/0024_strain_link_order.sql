-- The order a kind's strains were linked in: the board feed lists them so, as the
-- predecessor's feed did (its rows came back in the order they were inserted). Existing links
-- are numbered in their stored order.
ALTER TABLE "kinds_to_strains" ADD COLUMN "link_order" bigserial NOT NULL;
