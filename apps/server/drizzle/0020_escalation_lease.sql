ALTER TABLE "pending_escalations" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pending_escalations" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;