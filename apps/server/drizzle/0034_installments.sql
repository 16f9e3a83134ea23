CREATE TABLE "installment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period_index" integer,
	"reason" text,
	"status" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "installment_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"paid_on" date NOT NULL,
	"note" text,
	"receipt" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "installment_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"customer_name" text NOT NULL,
	"customer_phone" text,
	"total_cents" integer NOT NULL,
	"down_payment_cents" integer NOT NULL,
	"periods" integer NOT NULL,
	"first_due_date" date NOT NULL,
	"interval_months" integer NOT NULL,
	"grace_days" integer NOT NULL,
	"remind_days_before" integer NOT NULL,
	"lock_register" jsonb NOT NULL,
	"lock_value" integer NOT NULL,
	"unlock_value" integer NOT NULL,
	"code_register" jsonb,
	"unlock_secret" text NOT NULL,
	"code_counter" integer DEFAULT 0 NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"lock_status" text DEFAULT 'none' NOT NULL,
	"unlocked_until" timestamp with time zone,
	"paid_off_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "installment_events" ADD CONSTRAINT "installment_events_plan_id_installment_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."installment_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installment_events" ADD CONSTRAINT "installment_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installment_payments" ADD CONSTRAINT "installment_payments_plan_id_installment_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."installment_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installment_payments" ADD CONSTRAINT "installment_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installment_plans" ADD CONSTRAINT "installment_plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installment_plans" ADD CONSTRAINT "installment_plans_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installment_plans" ADD CONSTRAINT "installment_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "installment_events_plan" ON "installment_events" USING btree ("plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "installment_events_reminder" ON "installment_events" USING btree ("plan_id","period_index") WHERE "installment_events"."kind" = 'reminder';--> statement-breakpoint
CREATE INDEX "installment_payments_plan" ON "installment_payments" USING btree ("plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "installment_plans_open_device" ON "installment_plans" USING btree ("device_id") WHERE "installment_plans"."paid_off_at" is null;--> statement-breakpoint
CREATE INDEX "installment_plans_company" ON "installment_plans" USING btree ("company_id");