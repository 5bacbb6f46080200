CREATE TABLE "public_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "public_files_path_uq" ON "public_files" USING btree ("path");--> statement-breakpoint
CREATE INDEX "public_files_owner_idx" ON "public_files" USING btree ("owner_id");