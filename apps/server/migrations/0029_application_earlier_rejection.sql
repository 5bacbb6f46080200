ALTER TABLE "shop_applications" ADD COLUMN "earlier_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_applications" ADD COLUMN "earlier_reviewed_at" timestamp with time zone;