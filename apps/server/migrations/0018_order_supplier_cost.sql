ALTER TABLE "orders" DROP CONSTRAINT "orders_money_ck";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "supplier_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- the supplier cost of the orders placed so far, from their lines
UPDATE "orders" o SET "supplier_minor" = s."cost"
FROM (SELECT "order_id", sum("buy_price_minor" * "number") AS "cost" FROM "order_goods"
      WHERE "buy_price_minor" IS NOT NULL GROUP BY "order_id") s
WHERE s."order_id" = o."id";--> statement-breakpoint
CREATE INDEX "orders_shop_to_ship_idx" ON "orders" USING btree ("shop_id","supplier_minor","delivery_paid_at") WHERE "orders"."state" = 2;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_money_ck" CHECK ("orders"."goods_total_minor" > 0 and "orders"."freight_minor" >= 0 and "orders"."discount_minor" >= 0 and "orders"."pay_minor" >= 0
        and "orders"."pay_minor" = "orders"."goods_total_minor" + "orders"."freight_minor" - "orders"."discount_minor"
        and "orders"."refunded_minor" >= 0 and "orders"."refunded_minor" <= "orders"."pay_minor" and "orders"."delivery_minor" >= 0
        and "orders"."supplier_minor" >= 0);