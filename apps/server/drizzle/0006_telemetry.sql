CREATE TABLE "device_commands" (
	"id" text PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"point_id" integer,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "device_status_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_latest" (
	"point_id" integer PRIMARY KEY NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"value" double precision,
	"text" text
);
--> statement-breakpoint
CREATE TABLE "quarantined_samples" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"point_name" text NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"value" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "samples" (
	"point_id" integer NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"value" double precision,
	"text" text,
	CONSTRAINT "samples_pkey" PRIMARY KEY("point_id","ts")
) PARTITION BY RANGE ("ts");
--> statement-breakpoint
-- Monthly partitions are created at run time (samples_yYYYYmMM); this one holds anything else.
CREATE TABLE "samples_default" PARTITION OF "samples" DEFAULT;
--> statement-breakpoint
CREATE INDEX "samples_ts_brin" ON "samples" USING brin ("ts");
--> statement-breakpoint
ALTER TABLE "device_commands" ADD CONSTRAINT "device_commands_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_commands" ADD CONSTRAINT "device_commands_point_id_points_id_fk" FOREIGN KEY ("point_id") REFERENCES "public"."points"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_commands" ADD CONSTRAINT "device_commands_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_status_events" ADD CONSTRAINT "device_status_events_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quarantined_samples" ADD CONSTRAINT "quarantined_samples_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_commands_device" ON "device_commands" USING btree ("device_id","created_at");--> statement-breakpoint
CREATE INDEX "device_status_events_device_at" ON "device_status_events" USING btree ("device_id","at");--> statement-breakpoint
CREATE INDEX "quarantined_samples_device" ON "quarantined_samples" USING btree ("device_id","received_at");