CREATE TABLE "device_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"box_id" text NOT NULL,
	"box_password_hash" text,
	"box_name" text,
	"number" text,
	"device_type_id" integer,
	"group_id" integer,
	"tree_id" integer,
	"communication_device" text,
	"network_number" text,
	"site_number" text,
	"ip" text,
	"port" integer DEFAULT 502 NOT NULL,
	"unit_id" integer DEFAULT 1 NOT NULL,
	"protocol" text DEFAULT 'modbus_tcp' NOT NULL,
	"high_low_swap" boolean DEFAULT false NOT NULL,
	"position_mode" text DEFAULT 'auto' NOT NULL,
	"gps" text,
	"register_location_address" text,
	"performance_mode" text DEFAULT 'high_performance' NOT NULL,
	"vnc_password" text,
	"remote_id" text,
	"remote_password" text,
	"status" text DEFAULT 'offline' NOT NULL,
	"status_at" timestamp with time zone,
	"config_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"name" text NOT NULL,
	"area" text NOT NULL,
	"address" integer NOT NULL,
	"data_type" integer NOT NULL,
	"length" integer DEFAULT 1 NOT NULL,
	"start_bit" integer,
	"interval_ms" integer DEFAULT 1000 NOT NULL,
	"unit" text,
	"decimals" integer DEFAULT 2 NOT NULL,
	"slope" double precision,
	"intercept" double precision,
	"upper_limit" double precision,
	"lower_limit" double precision,
	"max_data" double precision,
	"min_data" double precision,
	"max_proportion" double precision,
	"min_proportion" double precision,
	"display_format" integer DEFAULT 1 NOT NULL,
	"writable" boolean DEFAULT false NOT NULL,
	"save" boolean DEFAULT true NOT NULL,
	"value_description" text,
	"multi_segment" text,
	"register_group" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_types" ADD CONSTRAINT "device_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_device_type_id_device_types_id_fk" FOREIGN KEY ("device_type_id") REFERENCES "public"."device_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points" ADD CONSTRAINT "points_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_types_company" ON "device_types" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_box_id" ON "devices" USING btree ("box_id");--> statement-breakpoint
CREATE INDEX "devices_project" ON "devices" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "devices_company" ON "devices" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_device_name" ON "points" USING btree ("device_id","name");--> statement-breakpoint
CREATE INDEX "points_device" ON "points" USING btree ("device_id");