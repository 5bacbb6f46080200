CREATE TABLE "shop_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"state" integer DEFAULT 2 NOT NULL,
	"store_type" integer NOT NULL,
	"name" text NOT NULL,
	"birthday" text NOT NULL,
	"birthplace" text NOT NULL,
	"residence" text NOT NULL,
	"nationality" text NOT NULL,
	"issuing_country" text NOT NULL,
	"id_number" text NOT NULL,
	"id_validity" text NOT NULL,
	"id_front" text NOT NULL,
	"id_back" text NOT NULL,
	"shopname" text NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"email" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"shop_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_applications_state_ck" CHECK ("shop_applications"."state" in (2, 3, 4)),
	CONSTRAINT "shop_applications_type_ck" CHECK ("shop_applications"."store_type" in (0, 1, 2))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "shop_applications_user_uq" ON "shop_applications" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_applications_name_uq" ON "shop_applications" USING btree (lower("shopname")) WHERE "shop_applications"."state" in (2, 3);--> statement-breakpoint
CREATE INDEX "shop_applications_state_idx" ON "shop_applications" USING btree ("state","id");