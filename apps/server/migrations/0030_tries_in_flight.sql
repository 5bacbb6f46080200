ALTER TABLE "staff" ADD COLUMN "login_in_flight" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_address_tries" ADD COLUMN "in_flight" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "login_in_flight" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pay_in_flight" jsonb DEFAULT '{}'::jsonb NOT NULL;