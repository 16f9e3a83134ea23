DROP INDEX "maintenance_jobs_plan_kind_due";--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_jobs_plan_kind_occurrence" ON "maintenance_jobs" USING btree ("plan_id","kind","occurrence_at");