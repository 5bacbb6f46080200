DROP INDEX "goods_search_fts_idx";--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "search_tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED;--> statement-breakpoint
CREATE INDEX "goods_search_tsv_idx" ON "goods" USING gin ("search_tsv");--> statement-breakpoint
CREATE INDEX "goods_listing_idx" ON "goods" USING btree ("category_id","price_minor","sales","created_at","shop_id","id") WHERE "goods"."status" = 'on' and "goods"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "shops_not_open_idx" ON "shops" USING btree ("id") WHERE "shops"."state" <> 1;--> statement-breakpoint
-- Every paid order changes a goods row's sales and stock, and the view counter its views: vacuum
-- goods after 2% of its rows changed (PostgreSQL's default waits for 20%), so lists keep reading
-- goods_listing_idx alone (an index-only scan needs pages marked all-visible by vacuum) and the
-- planner's statistics follow the sales that lists sort by.
ALTER TABLE goods SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);
--> statement-breakpoint
-- A goods row is about 2.6 kB (the search text of the category path in 17 languages, its parsed
-- form, the description, specs and images) against 0.3 kB for what lists and searches test and
-- sort by. Keep a row's long fields in the TOAST table once the row passes 128 bytes, so the heap
-- holds about 24 rows a page instead of 3 and a search's matches cost a page each far less
-- often. New and updated rows follow this; an existing database moves its old rows with
-- `VACUUM FULL goods` (docs/storefront.md).
ALTER TABLE goods SET (toast_tuple_target = 128);
