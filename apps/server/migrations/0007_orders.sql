CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sku_id" integer,
	"number" integer NOT NULL,
	"checked" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_number_ck" CHECK ("cart_lines"."number" between 1 and 999)
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sku_id" integer,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"spec_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price_minor" bigint NOT NULL,
	"number" integer NOT NULL,
	"buy_price_minor" bigint,
	"commented" boolean DEFAULT false NOT NULL,
	CONSTRAINT "order_goods_ck" CHECK ("order_goods"."price_minor" >= 0 and "order_goods"."number" between 1 and 999)
);
--> statement-breakpoint
CREATE TABLE "order_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "order_jobs_kind_ck" CHECK ("order_jobs"."kind" in ('unpaid_cancel', 'auto_confirm', 'settle'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"state" integer DEFAULT 1 NOT NULL,
	"address" jsonb NOT NULL,
	"address_edited" boolean DEFAULT false NOT NULL,
	"goods_total_minor" bigint NOT NULL,
	"freight_minor" bigint NOT NULL,
	"discount_minor" bigint DEFAULT 0 NOT NULL,
	"coupon_funded_by" text DEFAULT '' NOT NULL,
	"user_coupon_id" integer,
	"pay_minor" bigint NOT NULL,
	"refunded_minor" bigint DEFAULT 0 NOT NULL,
	"delivery_minor" bigint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"express_name" text DEFAULT '' NOT NULL,
	"express_no" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"commented_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"deleted_by_user" boolean DEFAULT false NOT NULL,
	CONSTRAINT "orders_state_ck" CHECK ("orders"."state" in (1, 2, 3, 4, 6, 7)),
	CONSTRAINT "orders_money_ck" CHECK ("orders"."goods_total_minor" > 0 and "orders"."freight_minor" >= 0 and "orders"."discount_minor" >= 0 and "orders"."pay_minor" >= 0
        and "orders"."pay_minor" = "orders"."goods_total_minor" + "orders"."freight_minor" - "orders"."discount_minor"
        and "orders"."refunded_minor" >= 0 and "orders"."refunded_minor" <= "orders"."pay_minor" and "orders"."delivery_minor" >= 0),
	CONSTRAINT "orders_coupon_ck" CHECK ("orders"."coupon_funded_by" in ('', 'platform', 'shop'))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"type" integer NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"money_minor" bigint NOT NULL,
	"reason" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refuse_reason" text DEFAULT '' NOT NULL,
	"express_name" text DEFAULT '' NOT NULL,
	"express_no" text DEFAULT '' NOT NULL,
	"arbitrated_by" integer,
	"arbitration_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "refunds_type_ck" CHECK ("refunds"."type" in (0, 1)),
	CONSTRAINT "refunds_state_ck" CHECK ("refunds"."state" between 0 and 6),
	CONSTRAINT "refunds_money_ck" CHECK ("refunds"."money_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_goods" ADD CONSTRAINT "order_goods_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_user_goods_sku_uq" ON "cart_lines" USING btree ("user_id","goods_id",coalesce("sku_id", 0));--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_goods_order_idx" ON "order_goods" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_jobs_kind_order_uq" ON "order_jobs" USING btree ("kind","order_id");--> statement-breakpoint
CREATE INDEX "order_jobs_due_idx" ON "order_jobs" USING btree ("due_at") WHERE "order_jobs"."done_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_uq" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","state","id");--> statement-breakpoint
CREATE INDEX "orders_shop_idx" ON "orders" USING btree ("shop_id","state","id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_refund_no_uq" ON "refunds" USING btree ("refund_no");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_open_uq" ON "refunds" USING btree ("order_id") WHERE "refunds"."state" in (0, 1, 2, 3, 6);--> statement-breakpoint
CREATE INDEX "refunds_user_idx" ON "refunds" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "refunds_shop_idx" ON "refunds" USING btree ("shop_id","state","id");