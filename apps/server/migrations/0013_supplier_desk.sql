ALTER TABLE "orders" ADD COLUMN "delivery_paid_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_shop_id_idx" ON "orders" USING btree ("shop_id","id");--> statement-breakpoint
CREATE INDEX "orders_supplier_queue_idx" ON "orders" USING btree ("delivery_paid_at","id") WHERE "orders"."state" = 2 and "orders"."delivery_paid_at" is not null;