ALTER TABLE "recipes" ALTER COLUMN "device_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "recipes" ADD COLUMN "device_type_id" integer;--> statement-breakpoint
ALTER TABLE "recipe_downloads" ADD COLUMN "reason" jsonb;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_device_type_id_device_types_id_fk" FOREIGN KEY ("device_type_id") REFERENCES "public"."device_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recipes_device_type_name" ON "recipes" USING btree ("device_type_id","name");--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_one_target" CHECK (("recipes"."device_id" is null) <> ("recipes"."device_type_id" is null));
