ALTER TABLE "devices" ADD COLUMN "plc_settings" jsonb;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "plc_password" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "plc_failure" jsonb;--> statement-breakpoint
ALTER TABLE "points" ADD COLUMN "tag" text;--> statement-breakpoint
ALTER TABLE "points" ADD COLUMN "unit_id" integer;