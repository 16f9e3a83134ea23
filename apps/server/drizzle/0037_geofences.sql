-- drizzle-kit leaves the old primary key's name blank: PostgreSQL names it <table>_pkey.
ALTER TABLE "device_geofences" DROP CONSTRAINT "device_geofences_pkey";--> statement-breakpoint
ALTER TABLE "device_geofences" ALTER COLUMN "lat" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "device_geofences" ALTER COLUMN "lng" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "device_geofences" ALTER COLUMN "radius_m" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "alarms" ADD COLUMN "geofence_id" integer;--> statement-breakpoint
ALTER TABLE "device_geofences" ADD COLUMN "id" serial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "device_geofences" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "device_geofences" ADD COLUMN "shape" text DEFAULT 'circle' NOT NULL;--> statement-breakpoint
ALTER TABLE "device_geofences" ADD COLUMN "polygon" jsonb;--> statement-breakpoint
ALTER TABLE "device_geofences" ADD COLUMN "trigger" text DEFAULT 'leave' NOT NULL;--> statement-breakpoint
ALTER TABLE "device_geofences" ADD COLUMN "level" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "device_geofences" ADD COLUMN "generate_work_order" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "device_geofences" ADD COLUMN "judged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_geofence_id_device_geofences_id_fk" FOREIGN KEY ("geofence_id") REFERENCES "public"."device_geofences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alarms_open_geofence" ON "alarms" USING btree ("geofence_id") WHERE "alarms"."state" <> 'cleared';--> statement-breakpoint
CREATE INDEX "device_geofences_device" ON "device_geofences" USING btree ("device_id");