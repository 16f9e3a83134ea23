CREATE TABLE "sim_card_operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"kind" text NOT NULL,
	"detail" jsonb NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_card_usage" (
	"card_id" integer NOT NULL,
	"day" date NOT NULL,
	"cycle_start" date NOT NULL,
	"cycle_used_mb" double precision NOT NULL,
	CONSTRAINT "sim_card_usage_card_id_day_pk" PRIMARY KEY("card_id","day")
);
--> statement-breakpoint
CREATE TABLE "sim_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"iccid" text NOT NULL,
	"imsi" text,
	"msisdn" text,
	"carrier" text NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"plan_name" text NOT NULL,
	"plan_data_mb" integer NOT NULL,
	"monthly_fee_cents" integer DEFAULT 0 NOT NULL,
	"offering_id" text DEFAULT '' NOT NULL,
	"activated_on" date,
	"expires_on" date NOT NULL,
	"cycle_day" integer DEFAULT 1 NOT NULL,
	"warning_percent" integer DEFAULT 80 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"cycle_start" date NOT NULL,
	"used_mb" double precision DEFAULT 0 NOT NULL,
	"top_up_mb" integer DEFAULT 0 NOT NULL,
	"warned_cycle" date,
	"last_sync_at" timestamp with time zone,
	"sync_error" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_invoice_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"tax_number" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"email" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"bank" text DEFAULT '' NOT NULL,
	"bank_account" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"invoice_no" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"applicant_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_by" integer,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sim_invoice_cards" (
	"application_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	CONSTRAINT "sim_invoice_cards_application_id_card_id_pk" PRIMARY KEY("application_id","card_id")
);
--> statement-breakpoint
ALTER TABLE "sim_card_operations" ADD CONSTRAINT "sim_card_operations_card_id_sim_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."sim_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_card_operations" ADD CONSTRAINT "sim_card_operations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_card_usage" ADD CONSTRAINT "sim_card_usage_card_id_sim_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."sim_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_cards" ADD CONSTRAINT "sim_cards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_cards" ADD CONSTRAINT "sim_cards_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_cards" ADD CONSTRAINT "sim_cards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_invoice_applications" ADD CONSTRAINT "sim_invoice_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_invoice_applications" ADD CONSTRAINT "sim_invoice_applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_invoice_applications" ADD CONSTRAINT "sim_invoice_applications_processed_by_users_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_invoice_cards" ADD CONSTRAINT "sim_invoice_cards_application_id_sim_invoice_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."sim_invoice_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_invoice_cards" ADD CONSTRAINT "sim_invoice_cards_card_id_sim_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."sim_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sim_card_operations_card" ON "sim_card_operations" USING btree ("card_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sim_cards_iccid" ON "sim_cards" USING btree ("iccid");--> statement-breakpoint
CREATE INDEX "sim_cards_company" ON "sim_cards" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "sim_cards_device" ON "sim_cards" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "sim_invoice_applications_company" ON "sim_invoice_applications" USING btree ("company_id","created_at");