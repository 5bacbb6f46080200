CREATE TABLE "goods_texts" (
	"goods_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'merchant' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_texts_goods_id_lang_pk" PRIMARY KEY("goods_id","lang"),
	CONSTRAINT "goods_texts_source_ck" CHECK ("goods_texts"."source" in ('merchant', 'auto'))
);
--> statement-breakpoint
CREATE TABLE "shop_texts" (
	"shop_id" integer NOT NULL,
	"lang" text NOT NULL,
	"bio" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_texts_shop_id_lang_pk" PRIMARY KEY("shop_id","lang")
);
--> statement-breakpoint
CREATE TABLE "supplier_goods_texts" (
	"supplier_goods_id" integer NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "supplier_goods_texts_supplier_goods_id_lang_pk" PRIMARY KEY("supplier_goods_id","lang")
);
--> statement-breakpoint
ALTER TABLE "goods_texts" ADD CONSTRAINT "goods_texts_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_texts" ADD CONSTRAINT "shop_texts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_goods_texts" ADD CONSTRAINT "supplier_goods_texts_supplier_goods_id_supplier_goods_id_fk" FOREIGN KEY ("supplier_goods_id") REFERENCES "public"."supplier_goods"("id") ON DELETE cascade ON UPDATE no action;