CREATE TABLE "staff_address_tries" (
	"address" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_address_tries_failures_ck" CHECK ("staff_address_tries"."failures" >= 0)
);
--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "staff_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_tokens" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;