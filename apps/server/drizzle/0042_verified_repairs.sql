ALTER TABLE "companies" ADD COLUMN "recurrence_action" text DEFAULT 'reopen' NOT NULL;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "verification" text;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "verification_evidence" jsonb;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "repeat_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "follow_up_of" integer;--> statement-breakpoint
ALTER TABLE "alarm_sources" ADD COLUMN "verification_window_s" integer DEFAULT 1800 NOT NULL;--> statement-breakpoint
ALTER TABLE "alarm_sources" ADD COLUMN "recurrence_window_s" integer DEFAULT 604800 NOT NULL;--> statement-breakpoint
CREATE INDEX "work_orders_verification" ON "work_orders" USING btree ("verification","completed_at");