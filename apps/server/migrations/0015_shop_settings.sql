CREATE TABLE "shop_name_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"old_name" text NOT NULL,
	"shopname" text NOT NULL,
	"state" integer DEFAULT 2 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_name_changes_state_ck" CHECK ("shop_name_changes"."state" in (2, 3, 4))
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "banner" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "welcome" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "hours" jsonb DEFAULT '{"timezone":"UTC","days":[]}'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_name_changes_pending_uq" ON "shop_name_changes" USING btree ("shop_id") WHERE "shop_name_changes"."state" = 2;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_name_changes_name_uq" ON "shop_name_changes" USING btree (lower("shopname")) WHERE "shop_name_changes"."state" = 2;--> statement-breakpoint
CREATE INDEX "shop_name_changes_shop_idx" ON "shop_name_changes" USING btree ("shop_id","id");--> statement-breakpoint
CREATE INDEX "shop_name_changes_state_idx" ON "shop_name_changes" USING btree ("state","id");