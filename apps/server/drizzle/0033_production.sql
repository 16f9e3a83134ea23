CREATE TABLE "production_materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"stock" double precision DEFAULT 0 NOT NULL,
	"low_stock" double precision DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"template_id" integer,
	"template_name" text NOT NULL,
	"product" text NOT NULL,
	"device_id" integer NOT NULL,
	"counter_point_id" integer,
	"shift" text NOT NULL,
	"day" date NOT NULL,
	"operator_id" integer,
	"status" text DEFAULT 'planned' NOT NULL,
	"target_quantity" integer NOT NULL,
	"cycle_seconds" double precision NOT NULL,
	"materials" jsonb NOT NULL,
	"output" integer DEFAULT 0 NOT NULL,
	"scrap" integer DEFAULT 0 NOT NULL,
	"last_counter" double precision,
	"running_ms" bigint DEFAULT 0 NOT NULL,
	"resumed_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"product" text NOT NULL,
	"target_quantity" integer NOT NULL,
	"cycle_seconds" double precision NOT NULL,
	"materials" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "production_materials" ADD CONSTRAINT "production_materials_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_materials" ADD CONSTRAINT "production_materials_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_tasks" ADD CONSTRAINT "production_tasks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_tasks" ADD CONSTRAINT "production_tasks_template_id_production_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."production_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_tasks" ADD CONSTRAINT "production_tasks_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_tasks" ADD CONSTRAINT "production_tasks_counter_point_id_points_id_fk" FOREIGN KEY ("counter_point_id") REFERENCES "public"."points"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_tasks" ADD CONSTRAINT "production_tasks_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_templates" ADD CONSTRAINT "production_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "production_materials_company" ON "production_materials" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "production_tasks_company_day" ON "production_tasks" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "production_tasks_device_status" ON "production_tasks" USING btree ("device_id","status");--> statement-breakpoint
CREATE INDEX "production_tasks_operator" ON "production_tasks" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "production_templates_company" ON "production_templates" USING btree ("company_id");