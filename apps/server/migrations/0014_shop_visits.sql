CREATE TABLE "shop_days" (
	"shop_id" integer NOT NULL,
	"day" date NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_days_shop_id_day_pk" PRIMARY KEY("shop_id","day"),
	CONSTRAINT "shop_days_counts_ck" CHECK ("shop_days"."visits" >= 0 and "shop_days"."impressions" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_visits" (
	"shop_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "shop_visits_shop_id_day_visitor_pk" PRIMARY KEY("shop_id","day","visitor")
);
--> statement-breakpoint
CREATE INDEX "orders_shop_paid_idx" ON "orders" USING btree ("shop_id","paid_at");