CREATE TABLE "collection_captures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"point_id" integer NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"value" double precision,
	"text" text
);
--> statement-breakpoint
CREATE TABLE "collection_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"name" text NOT NULL,
	"mode" text NOT NULL,
	"interval_s" integer,
	"point_ids" jsonb NOT NULL,
	"conditions" jsonb NOT NULL,
	"logic" text DEFAULT 'and' NOT NULL,
	"windows" jsonb NOT NULL,
	"utc_offset_minutes" integer DEFAULT 480 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"storage_mode" text NOT NULL,
	"interval_s" integer,
	"period_time_list" jsonb NOT NULL,
	"time_type" text NOT NULL,
	"columns" jsonb NOT NULL,
	"modules" jsonb NOT NULL,
	"utc_offset_minutes" integer DEFAULT 480 NOT NULL,
	"schedule" jsonb,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "company_notification_settings" ADD COLUMN "quiet_bypass_levels" jsonb DEFAULT '[3,4]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "collection_captures" ADD CONSTRAINT "collection_captures_task_id_collection_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."collection_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_tasks" ADD CONSTRAINT "collection_tasks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_tasks" ADD CONSTRAINT "collection_tasks_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_tasks" ADD CONSTRAINT "collection_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_configs" ADD CONSTRAINT "report_configs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_configs" ADD CONSTRAINT "report_configs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_configs" ADD CONSTRAINT "report_configs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_deliveries" ADD CONSTRAINT "report_deliveries_report_id_report_configs_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."report_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_captures_task_ts" ON "collection_captures" USING btree ("task_id","ts");--> statement-breakpoint
CREATE INDEX "collection_captures_device_ts" ON "collection_captures" USING btree ("device_id","ts");--> statement-breakpoint
CREATE INDEX "collection_tasks_device" ON "collection_tasks" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "collection_tasks_company" ON "collection_tasks" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "report_configs_company" ON "report_configs" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "report_configs_project" ON "report_configs" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "report_deliveries_period" ON "report_deliveries" USING btree ("report_id","period_key");--> statement-breakpoint
CREATE INDEX "report_deliveries_status" ON "report_deliveries" USING btree ("status");