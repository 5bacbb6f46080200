CREATE TABLE "private_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"path" text NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recharges" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"method" text NOT NULL,
	"network" text DEFAULT '' NOT NULL,
	"amount_minor" bigint NOT NULL,
	"voucher" text NOT NULL,
	"status" text DEFAULT 'daishen' NOT NULL,
	"reviewed_by" integer,
	"review_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "recharges_amount_ck" CHECK ("recharges"."amount_minor" > 0),
	CONSTRAINT "recharges_status_ck" CHECK ("recharges"."status" in ('daishen', 'tongguo', 'jujue')),
	CONSTRAINT "recharges_method_ck" CHECK ("recharges"."method" in ('usdt', 'bank'))
);
--> statement-breakpoint
CREATE TABLE "wallet_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"network" text NOT NULL,
	"address" text NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"account_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_addresses_network_ck" CHECK ("wallet_addresses"."network" in ('USDT-TRC20', 'USDT-ERC20', 'BANK'))
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"network" text NOT NULL,
	"destination" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"fee_minor" bigint NOT NULL,
	"actual_minor" bigint NOT NULL,
	"status" text DEFAULT 'daishen' NOT NULL,
	"reviewed_by" integer,
	"review_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "withdrawals_money_ck" CHECK ("withdrawals"."fee_minor" >= 0 and "withdrawals"."actual_minor" > 0 and "withdrawals"."amount_minor" = "withdrawals"."fee_minor" + "withdrawals"."actual_minor"),
	CONSTRAINT "withdrawals_status_ck" CHECK ("withdrawals"."status" in ('daishen', 'tongguo', 'jujue'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pay_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pay_blocked_until" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "private_files_path_uq" ON "private_files" USING btree ("path");--> statement-breakpoint
CREATE INDEX "private_files_owner_idx" ON "private_files" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "recharges_user_idx" ON "recharges" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "recharges_status_idx" ON "recharges" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "wallet_addresses_user_idx" ON "wallet_addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_addresses_uq" ON "wallet_addresses" USING btree ("user_id","network","address");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","created_at");