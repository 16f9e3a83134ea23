CREATE TABLE "charging_room_devices" (
	"room_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"slots" integer NOT NULL,
	CONSTRAINT "charging_room_devices_room_id_device_id_pk" PRIMARY KEY("room_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "charging_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"capacity" integer NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"tariff" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "charging_room_devices" ADD CONSTRAINT "charging_room_devices_room_id_charging_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."charging_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charging_room_devices" ADD CONSTRAINT "charging_room_devices_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charging_rooms" ADD CONSTRAINT "charging_rooms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charging_rooms" ADD CONSTRAINT "charging_rooms_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charging_rooms" ADD CONSTRAINT "charging_rooms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charging_rooms" ADD CONSTRAINT "charging_rooms_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "charging_room_devices_device" ON "charging_room_devices" USING btree ("device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "charging_rooms_project_name" ON "charging_rooms" USING btree ("project_id","name");--> statement-breakpoint
CREATE INDEX "charging_rooms_company" ON "charging_rooms" USING btree ("company_id");