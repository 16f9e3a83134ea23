CREATE TABLE "client_errors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"fingerprint" text NOT NULL,
	"message" text NOT NULL,
	"stack" text,
	"mapped_stack" text,
	"route" text NOT NULL,
	"version" text NOT NULL,
	"user_agent" text,
	"method" text,
	"url" text,
	"status" integer,
	"user_id" integer,
	"user_name" text,
	"company_id" integer,
	"ip" text
);
--> statement-breakpoint
CREATE INDEX "client_errors_company_at" ON "client_errors" USING btree ("company_id","at");--> statement-breakpoint
CREATE INDEX "client_errors_fingerprint_at" ON "client_errors" USING btree ("fingerprint","at");--> statement-breakpoint
CREATE INDEX "client_errors_at" ON "client_errors" USING btree ("at");