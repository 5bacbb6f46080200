-- Leave room on each page so counter updates (views, sales, followers) can be HOT updates:
-- the row stays on its page and no index (two of them GIN) has to change.
ALTER TABLE goods SET (fillfactor = 85);
--> statement-breakpoint
ALTER TABLE shops SET (fillfactor = 85);
