ALTER TABLE "goods" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "supplier_goods" ADD COLUMN "stock" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_deleted_off_ck" CHECK ("goods"."deleted_at" is null or "goods"."status" = 'off');--> statement-breakpoint
ALTER TABLE "supplier_goods" ADD CONSTRAINT "supplier_goods_stock_ck" CHECK ("supplier_goods"."stock" >= 0);