CREATE TABLE "company_history_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"retention_months" integer,
	"his_data_limit_days" integer
);
--> statement-breakpoint
CREATE TABLE "samples_1h" (
	"point_id" integer NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"sum" double precision NOT NULL,
	"min" double precision NOT NULL,
	"max" double precision NOT NULL,
	"first_ts" timestamp with time zone NOT NULL,
	"first_value" double precision NOT NULL,
	"last_ts" timestamp with time zone NOT NULL,
	"last_value" double precision NOT NULL,
	CONSTRAINT "samples_1h_pkey" PRIMARY KEY("point_id","bucket")
);
--> statement-breakpoint
CREATE TABLE "samples_1m" (
	"point_id" integer NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"sum" double precision NOT NULL,
	"min" double precision NOT NULL,
	"max" double precision NOT NULL,
	"first_ts" timestamp with time zone NOT NULL,
	"first_value" double precision NOT NULL,
	"last_ts" timestamp with time zone NOT NULL,
	"last_value" double precision NOT NULL,
	CONSTRAINT "samples_1m_pkey" PRIMARY KEY("point_id","bucket")
);
--> statement-breakpoint
CREATE TABLE "user_history_limits" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"his_data_limit_days" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_history_settings" ADD CONSTRAINT "company_history_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_history_limits" ADD CONSTRAINT "user_history_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;