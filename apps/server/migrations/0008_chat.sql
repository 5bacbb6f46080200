CREATE TABLE "shipping_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"mobile_code" text NOT NULL,
	"country" text NOT NULL,
	"country_code" text NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"zip_code" text NOT NULL,
	"address" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_contacts" (
	"owner_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"last_message_id" integer NOT NULL,
	"last_type" text NOT NULL,
	"last_content" jsonb NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_contacts_owner_id_contact_id_pk" PRIMARY KEY("owner_id","contact_id"),
	CONSTRAINT "chat_contacts_unread_ck" CHECK ("chat_contacts"."unread" >= 0)
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"staff_id" integer,
	"type" text NOT NULL,
	"content" jsonb NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_type_ck" CHECK ("chat_messages"."type" in ('text', 'img', 'goods')),
	CONSTRAINT "chat_messages_parties_ck" CHECK ("chat_messages"."from_user_id" <> "chat_messages"."to_user_id" and "chat_messages"."from_user_id" >= 0 and "chat_messages"."to_user_id" >= 0)
);
--> statement-breakpoint
CREATE TABLE "support_threads" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"assigned_staff_id" integer,
	"staff_unread" integer DEFAULT 0 NOT NULL,
	"last_message_id" integer NOT NULL,
	"last_type" text NOT NULL,
	"last_content" jsonb NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"waiting" boolean DEFAULT true NOT NULL,
	CONSTRAINT "support_threads_unread_ck" CHECK ("support_threads"."staff_unread" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"amount_minor" bigint DEFAULT 0 NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"max_discount_minor" bigint,
	"threshold_minor" bigint DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"claimed" integer DEFAULT 0 NOT NULL,
	"per_user" integer DEFAULT 1 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_kind_ck" CHECK ("coupons"."kind" in ('reduction', 'discount', 'instant')),
	CONSTRAINT "coupons_claimed_ck" CHECK ("coupons"."claimed" >= 0 and "coupons"."claimed" <= "coupons"."total"),
	CONSTRAINT "coupons_limits_ck" CHECK ("coupons"."total" > 0 and "coupons"."per_user" > 0),
	CONSTRAINT "coupons_period_ck" CHECK ("coupons"."ends_at" > "coupons"."starts_at"),
	CONSTRAINT "coupons_value_ck" CHECK (("coupons"."kind" = 'discount' and "coupons"."discount_percent" between 1 and 99) or ("coupons"."kind" <> 'discount' and "coupons"."amount_minor" > 0))
);
--> statement-breakpoint
CREATE TABLE "user_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"coupon_id" integer NOT NULL,
	"state" integer DEFAULT 1 NOT NULL,
	"order_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "user_coupons_state_ck" CHECK ("user_coupons"."state" in (1, 2, 3)),
	CONSTRAINT "user_coupons_used_ck" CHECK (("user_coupons"."state" = 2) = ("user_coupons"."order_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"modules" text DEFAULT '' NOT NULL,
	"modules_id" integer,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notices_kind_ck" CHECK ("notices"."kind" in ('logistics', 'interaction', 'system'))
);
--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipping_addresses_user_idx" ON "shipping_addresses" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_addresses_one_default_uq" ON "shipping_addresses" USING btree ("user_id") WHERE "shipping_addresses"."is_default";--> statement-breakpoint
CREATE INDEX "chat_contacts_owner_last_idx" ON "chat_contacts" USING btree ("owner_id","last_at");--> statement-breakpoint
CREATE INDEX "chat_messages_pair_idx" ON "chat_messages" USING btree (least("from_user_id", "to_user_id"),greatest("from_user_id", "to_user_id"),"id");--> statement-breakpoint
CREATE INDEX "chat_messages_unread_idx" ON "chat_messages" USING btree ("to_user_id","from_user_id") WHERE not "chat_messages"."read";--> statement-breakpoint
CREATE INDEX "support_threads_queue_idx" ON "support_threads" USING btree ("last_at");--> statement-breakpoint
CREATE INDEX "support_threads_assigned_idx" ON "support_threads" USING btree ("assigned_staff_id","last_at");--> statement-breakpoint
CREATE INDEX "coupons_live_idx" ON "coupons" USING btree ("ends_at","id");--> statement-breakpoint
CREATE INDEX "user_coupons_user_idx" ON "user_coupons" USING btree ("user_id","state","id");--> statement-breakpoint
CREATE INDEX "user_coupons_coupon_user_idx" ON "user_coupons" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE INDEX "user_coupons_order_idx" ON "user_coupons" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "notices_user_kind_idx" ON "notices" USING btree ("user_id","kind","id");--> statement-breakpoint
CREATE INDEX "notices_unread_idx" ON "notices" USING btree ("user_id","kind") WHERE not "notices"."is_read";