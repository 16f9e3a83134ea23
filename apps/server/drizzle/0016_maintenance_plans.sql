CREATE TABLE "maintenance_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"kind" text NOT NULL,
	"occurrence_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"outcome" text
);
--> statement-breakpoint
CREATE TABLE "maintenance_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"device_id" integer,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"warranty_time" integer NOT NULL,
	"warranty_unit" text NOT NULL,
	"cycle" integer NOT NULL,
	"cycle_unit" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"advance_notice" text NOT NULL,
	"phone" text NOT NULL,
	"stop_on_warranty_end" boolean DEFAULT false NOT NULL,
	"next_index" integer,
	"next_time" timestamp with time zone,
	"stopped_at" timestamp with time zone,
	"stop_reason" text,
	"creator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "time_zone" text DEFAULT 'Asia/Shanghai' NOT NULL;--> statement-breakpoint
ALTER TABLE "maintenance_jobs" ADD CONSTRAINT "maintenance_jobs_plan_id_maintenance_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."maintenance_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_plans" ADD CONSTRAINT "maintenance_plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_plans" ADD CONSTRAINT "maintenance_plans_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_plans" ADD CONSTRAINT "maintenance_plans_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_plans" ADD CONSTRAINT "maintenance_plans_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_jobs_plan_kind_due" ON "maintenance_jobs" USING btree ("plan_id","kind","due_at");--> statement-breakpoint
CREATE INDEX "maintenance_jobs_pending" ON "maintenance_jobs" USING btree ("due_at") WHERE done_at is null;--> statement-breakpoint
CREATE INDEX "maintenance_plans_company" ON "maintenance_plans" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "maintenance_plans_project" ON "maintenance_plans" USING btree ("project_id");