ALTER TABLE "work_orders" ADD COLUMN "kind" text DEFAULT 'repair' NOT NULL;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "source" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "alarm_id" integer;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "maintenance_plan_id" integer;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "plan_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_orders" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_alarm" ON "work_orders" USING btree ("alarm_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_plan_due" ON "work_orders" USING btree ("maintenance_plan_id","plan_due_at");