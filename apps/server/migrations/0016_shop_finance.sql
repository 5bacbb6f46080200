CREATE TABLE "ledger_daily" (
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"type" text NOT NULL,
	"event" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "ledger_daily_account_id_day_type_event_pk" PRIMARY KEY("account_id","day","type","event")
);
--> statement-breakpoint
ALTER TABLE "ledger_daily" ADD CONSTRAINT "ledger_daily_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_shop_all_idx" ON "orders" USING btree ("shop_id","id");--> statement-breakpoint
CREATE INDEX "orders_shop_pending_idx" ON "orders" USING btree ("shop_id","id") WHERE "orders"."settled_at" is null and "orders"."paid_at" is not null and "orders"."state" in (2, 3, 4, 6);--> statement-breakpoint
CREATE INDEX "orders_shop_settled_idx" ON "orders" USING btree ("shop_id","settled_at","id") WHERE "orders"."settled_at" is not null;--> statement-breakpoint
-- the daily sums of the ledger written so far (later entries add to them in moveMoney)
INSERT INTO "ledger_daily" ("account_id", "day", "type", "event", "amount_minor", "entries")
SELECT p."account_id", (e."created_at" AT TIME ZONE 'UTC')::date, e."type",
  regexp_replace(e."reference", '[0-9]+', '*', 'g'), sum(p."amount_minor"), count(DISTINCT e."id")
FROM "ledger_postings" p JOIN "ledger_entries" e ON e."id" = p."entry_id"
GROUP BY 1, 2, 3, 4;
