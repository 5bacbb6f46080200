CREATE TABLE "bond_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "bond_refunds_state_ck" CHECK ("bond_refunds"."state" in (0, 1, 2)),
	CONSTRAINT "bond_refunds_amount_ck" CHECK ("bond_refunds"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "bond_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"contract_version" integer NOT NULL,
	"contract_lang" text NOT NULL,
	"ip" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bond_signatures_amount_ck" CHECK ("bond_signatures"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "bond_refunds_state_idx" ON "bond_refunds" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "bond_refunds_shop_idx" ON "bond_refunds" USING btree ("shop_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bond_refunds_one_pending_uq" ON "bond_refunds" USING btree ("shop_id") WHERE "bond_refunds"."state" = 0;--> statement-breakpoint
CREATE INDEX "bond_signatures_shop_idx" ON "bond_signatures" USING btree ("shop_id","id");