ALTER TABLE "orders" ADD COLUMN "aftersales_until" timestamp with time zone;--> statement-breakpoint
-- orders received before: the end their settlement timer was given, else receipt + the window in force now
UPDATE "orders" o SET "aftersales_until" = j."due_at" FROM "order_jobs" j WHERE j."order_id" = o."id" AND j."kind" = 'settle' AND o."received_at" IS NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "aftersales_until" = "received_at" + make_interval(mins => coalesce((SELECT ("value"->>'after_sales_minutes')::int FROM "settings" WHERE "key" = 'order_timers'), 10080)) WHERE "received_at" IS NOT NULL AND "aftersales_until" IS NULL;
