CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"weigh" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "image" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "taken_down_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "taken_down_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_goods" ADD COLUMN "on_sale" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_goods" ADD COLUMN "brand_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name_uq" ON "brands" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_taken_down_off_ck" CHECK ("goods"."taken_down_at" is null or "goods"."status" = 'off');--> statement-breakpoint
-- the spec's hidden categories are hidden in data now (the console's hidden flag)
UPDATE "categories" SET "visible" = false WHERE "id" IN (15, 16, 20);
--> statement-breakpoint
-- brands from the supplier goods' brand texts, so existing products start with a picked brand
INSERT INTO "brands" ("name") SELECT DISTINCT ON (lower("brand")) "brand" FROM "supplier_goods" WHERE "brand" <> '' ORDER BY lower("brand"), "brand" ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE "supplier_goods" sg SET "brand_id" = b."id" FROM "brands" b WHERE sg."brand" <> '' AND lower(b."name") = lower(sg."brand");
