CREATE TABLE "xdata_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"name" text NOT NULL,
	"tables" jsonb NOT NULL,
	"joins" jsonb NOT NULL,
	"views" jsonb NOT NULL,
	"folders" jsonb NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "xdata_screen_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"name" text NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "xdata_screens" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"group_id" integer,
	"name" text NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"widgets" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "xdata_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"table_name" text NOT NULL,
	"update_method" text NOT NULL,
	"encoding" text DEFAULT 'utf-8' NOT NULL,
	"columns" jsonb NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "xdata_models" ADD CONSTRAINT "xdata_models_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xdata_models" ADD CONSTRAINT "xdata_models_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xdata_screen_groups" ADD CONSTRAINT "xdata_screen_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xdata_screens" ADD CONSTRAINT "xdata_screens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xdata_screens" ADD CONSTRAINT "xdata_screens_group_id_xdata_screen_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."xdata_screen_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xdata_sources" ADD CONSTRAINT "xdata_sources_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xdata_sources" ADD CONSTRAINT "xdata_sources_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "xdata_models_company" ON "xdata_models" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "xdata_screens_company_name" ON "xdata_screens" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "xdata_sources_company" ON "xdata_sources" USING btree ("company_id");--> statement-breakpoint
CREATE SCHEMA IF NOT EXISTS xdata;
--> statement-breakpoint
-- The role model queries run as (SET LOCAL ROLE): it reads the xdata tables and the history a model's
-- built-in source selects, and nothing else. Roles are the cluster's; a user that may not create or
-- grant them leaves the queries to run as itself (read-only transaction, timeout, row limit).
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'fieldlink_xdata_reader') THEN
    CREATE ROLE fieldlink_xdata_reader NOLOGIN;
  END IF;
  GRANT USAGE ON SCHEMA xdata TO fieldlink_xdata_reader;
  GRANT SELECT ON ALL TABLES IN SCHEMA xdata TO fieldlink_xdata_reader;
  ALTER DEFAULT PRIVILEGES IN SCHEMA xdata GRANT SELECT ON TABLES TO fieldlink_xdata_reader;
  GRANT SELECT ON samples, points, devices, user_projects TO fieldlink_xdata_reader;
  GRANT fieldlink_xdata_reader TO CURRENT_USER;
EXCEPTION WHEN insufficient_privilege OR invalid_grant_operation THEN
  RAISE NOTICE 'xdata reader role not set up: %', SQLERRM;
END
$$;
