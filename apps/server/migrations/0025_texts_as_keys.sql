ALTER TABLE "ledger_entries" ADD COLUMN "memo_text" jsonb;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "text" jsonb;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "text" jsonb;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_entries_legacy_memo_idx" ON "ledger_entries" USING btree ("id") WHERE "ledger_entries"."memo_text" is null and "ledger_entries"."memo" <> '';--> statement-breakpoint
CREATE INDEX "notices_legacy_idx" ON "notices" USING btree ("id") WHERE "notices"."text" is null and "notices"."title" <> '';--> statement-breakpoint
CREATE INDEX "order_events_legacy_idx" ON "order_events" USING btree ("id") WHERE "order_events"."text" is null and "order_events"."content" <> '';--> statement-breakpoint
-- The ledger stays append-only, with one exception: an entry written before memos were keys may be
-- given its text key and the staff note read out of its English memo, once (memo_text null -> set),
-- with nothing else about it changed (modules/wallet/legacy-memos.ts).
CREATE FUNCTION ledger_entries_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.memo_text IS NULL AND OLD.memo <> '' AND NEW.memo_text IS NOT NULL AND OLD.note = ''
    AND NEW.id = OLD.id AND NEW.type = OLD.type AND NEW.reference = OLD.reference AND NEW.actor = OLD.actor
    AND NEW.memo = OLD.memo AND NEW.created_at = OLD.created_at THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'the ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = '42501';
END;
$$;
--> statement-breakpoint
DROP TRIGGER ledger_entries_append_only ON ledger_entries;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_guard();
