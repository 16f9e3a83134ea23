CREATE TABLE "alarm_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"point_id" integer NOT NULL,
	"name" text NOT NULL,
	"level" integer NOT NULL,
	"condition" jsonb NOT NULL,
	"deadband" double precision DEFAULT 0 NOT NULL,
	"min_duration_ms" integer DEFAULT 0 NOT NULL,
	"max_count_enabled" boolean DEFAULT false NOT NULL,
	"max_count" integer,
	"generate_work_order" boolean DEFAULT false NOT NULL,
	"recorded_point_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text,
	"text_zh" text,
	"text_en" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alarms" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_id" integer,
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"point_id" integer NOT NULL,
	"name" text NOT NULL,
	"level" integer NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"value" double precision,
	"text_zh" text NOT NULL,
	"text_en" text NOT NULL,
	"recorded" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" integer,
	"cleared_at" timestamp with time zone,
	"cleared_by" integer,
	"work_order_id" integer
);
--> statement-breakpoint
ALTER TABLE "alarm_sources" ADD CONSTRAINT "alarm_sources_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_sources" ADD CONSTRAINT "alarm_sources_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_sources" ADD CONSTRAINT "alarm_sources_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarm_sources" ADD CONSTRAINT "alarm_sources_point_id_points_id_fk" FOREIGN KEY ("point_id") REFERENCES "public"."points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_source_id_alarm_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."alarm_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_cleared_by_users_id_fk" FOREIGN KEY ("cleared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alarm_sources_device" ON "alarm_sources" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "alarm_sources_point" ON "alarm_sources" USING btree ("point_id");--> statement-breakpoint
CREATE INDEX "alarm_sources_company" ON "alarm_sources" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alarms_open_source" ON "alarms" USING btree ("source_id") WHERE "alarms"."state" <> 'cleared';--> statement-breakpoint
CREATE INDEX "alarms_company_raised" ON "alarms" USING btree ("company_id","raised_at");--> statement-breakpoint
CREATE INDEX "alarms_device_state" ON "alarms" USING btree ("device_id","state");--> statement-breakpoint
CREATE INDEX "alarms_project_state" ON "alarms" USING btree ("project_id","state");