ALTER TABLE "ledger_entries" ADD COLUMN "memo_text" jsonb;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "text" jsonb;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "text" jsonb;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_entries_legacy_memo_idx" ON "ledger_entries" USING btree ("id") WHERE "ledger_entries"."memo_text" is null and "ledger_entries"."memo" <> '';--> statement-breakpoint
CREATE INDEX "notices_legacy_idx" ON "notices" USING btree ("id") WHERE "notices"."text" is null and "notices"."title" <> '';--> statement-breakpoint
CREATE INDEX "order_events_legacy_idx" ON "order_events" USING btree ("id") WHERE "order_events"."text" is null and "order_events"."content" <> '';