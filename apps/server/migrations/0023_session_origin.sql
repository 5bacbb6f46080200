ALTER TABLE "user_tokens" ADD COLUMN "ip" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD COLUMN "user_agent" text DEFAULT '' NOT NULL;