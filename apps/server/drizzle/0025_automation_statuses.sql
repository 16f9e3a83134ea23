CREATE TABLE "status_tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"entries" jsonb NOT NULL,
	"words" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "automation_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"trigger_id" integer NOT NULL,
	"name" text NOT NULL,
	"target_point_id" integer NOT NULL,
	"source" text NOT NULL,
	"value" double precision,
	"source_point_id" integer,
	"cooldown_ms" integer DEFAULT 60000 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_written_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "automation_triggers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"point_id" integer NOT NULL,
	"name" text NOT NULL,
	"condition" jsonb NOT NULL,
	"min_duration_ms" integer DEFAULT 0 NOT NULL,
	"description" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "points" ADD COLUMN "status_table_id" integer;--> statement-breakpoint
ALTER TABLE "status_tables" ADD CONSTRAINT "status_tables_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_assignments" ADD CONSTRAINT "automation_assignments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_assignments" ADD CONSTRAINT "automation_assignments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_assignments" ADD CONSTRAINT "automation_assignments_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_assignments" ADD CONSTRAINT "automation_assignments_trigger_id_automation_triggers_id_fk" FOREIGN KEY ("trigger_id") REFERENCES "public"."automation_triggers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_assignments" ADD CONSTRAINT "automation_assignments_target_point_id_points_id_fk" FOREIGN KEY ("target_point_id") REFERENCES "public"."points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_assignments" ADD CONSTRAINT "automation_assignments_source_point_id_points_id_fk" FOREIGN KEY ("source_point_id") REFERENCES "public"."points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_triggers" ADD CONSTRAINT "automation_triggers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_triggers" ADD CONSTRAINT "automation_triggers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_triggers" ADD CONSTRAINT "automation_triggers_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_triggers" ADD CONSTRAINT "automation_triggers_point_id_points_id_fk" FOREIGN KEY ("point_id") REFERENCES "public"."points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "status_tables_company_name" ON "status_tables" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "status_tables_company" ON "status_tables" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "automation_assignments_trigger" ON "automation_assignments" USING btree ("trigger_id");--> statement-breakpoint
CREATE INDEX "automation_assignments_device" ON "automation_assignments" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "automation_triggers_device" ON "automation_triggers" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "automation_triggers_company" ON "automation_triggers" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "points" ADD CONSTRAINT "points_status_table_id_status_tables_id_fk" FOREIGN KEY ("status_table_id") REFERENCES "public"."status_tables"("id") ON DELETE set null ON UPDATE no action;