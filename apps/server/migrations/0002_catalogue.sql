CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "browse_history" (
	"user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "browse_history_user_id_goods_id_pk" PRIMARY KEY("user_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"supplier_goods_id" integer,
	"profit_ratio_ppm" integer,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"specs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_minor" bigint NOT NULL,
	"freight_minor" bigint DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"followers" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"review_stars_sum" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'on' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_status_ck" CHECK ("goods"."status" in ('on', 'off')),
	CONSTRAINT "goods_money_ck" CHECK ("goods"."price_minor" >= 0 and "goods"."freight_minor" >= 0),
	CONSTRAINT "goods_counts_ck" CHECK ("goods"."stock" >= 0 and "goods"."sales" >= 0 and "goods"."followers" >= 0 and "goods"."views" >= 0)
);
--> statement-breakpoint
CREATE TABLE "goods_favourites" (
	"user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_favourites_user_id_goods_id_pk" PRIMARY KEY("user_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "goods_skus" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"spec_values" jsonb NOT NULL,
	"price_minor" bigint NOT NULL,
	"stock" integer NOT NULL,
	CONSTRAINT "goods_skus_ck" CHECK ("goods_skus"."price_minor" >= 0 and "goods_skus"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"stars" integer NOT NULL,
	"durability" integer,
	"content" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_stars_ck" CHECK ("reviews"."stars" between 1 and 5 and ("reviews"."durability" is null or "reviews"."durability" between 1 and 5))
);
--> statement-breakpoint
CREATE TABLE "search_history" (
	"user_id" integer NOT NULL,
	"keyword" text NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_history_user_id_keyword_pk" PRIMARY KEY("user_id","keyword")
);
--> statement-breakpoint
CREATE TABLE "shop_follows" (
	"user_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_follows_user_id_shop_id_pk" PRIMARY KEY("user_id","shop_id")
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"state" integer DEFAULT 1 NOT NULL,
	"followers" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shops_state_ck" CHECK ("shops"."state" in (0, 1, 2)),
	CONSTRAINT "shops_counts_ck" CHECK ("shops"."followers" >= 0 and "shops"."sales" >= 0 and "shops"."views" >= 0)
);
--> statement-breakpoint
CREATE TABLE "supplier_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"buy_price_minor" bigint NOT NULL,
	"specs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_goods_price_ck" CHECK ("supplier_goods"."buy_price_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "browse_history" ADD CONSTRAINT "browse_history_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_supplier_goods_id_supplier_goods_id_fk" FOREIGN KEY ("supplier_goods_id") REFERENCES "public"."supplier_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_favourites" ADD CONSTRAINT "goods_favourites_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_skus" ADD CONSTRAINT "goods_skus_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_follows" ADD CONSTRAINT "shop_follows_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_goods" ADD CONSTRAINT "supplier_goods_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "browse_history_user_idx" ON "browse_history" USING btree ("user_id","viewed_at");--> statement-breakpoint
CREATE INDEX "goods_category_sales_idx" ON "goods" USING btree ("category_id","sales");--> statement-breakpoint
CREATE INDEX "goods_category_created_idx" ON "goods" USING btree ("category_id","created_at");--> statement-breakpoint
CREATE INDEX "goods_shop_idx" ON "goods" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "goods_sales_idx" ON "goods" USING btree ("sales");--> statement-breakpoint
CREATE INDEX "goods_created_idx" ON "goods" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "goods_price_idx" ON "goods" USING btree ("price_minor");--> statement-breakpoint
CREATE INDEX "goods_search_trgm_idx" ON "goods" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "goods_search_fts_idx" ON "goods" USING gin (to_tsvector('simple', "search_text"));--> statement-breakpoint
CREATE INDEX "goods_fav_user_idx" ON "goods_favourites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "goods_skus_goods_idx" ON "goods_skus" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "reviews_goods_idx" ON "reviews" USING btree ("goods_id","created_at");--> statement-breakpoint
CREATE INDEX "search_history_user_idx" ON "search_history" USING btree ("user_id","searched_at");--> statement-breakpoint
CREATE INDEX "shop_follows_user_idx" ON "shop_follows" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shops_user_uq" ON "shops" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "shops_search_trgm_idx" ON "shops" USING gin ("search_text" gin_trgm_ops);