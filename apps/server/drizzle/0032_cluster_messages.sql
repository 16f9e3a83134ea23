CREATE TABLE "cluster_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cluster_messages_created_idx" ON "cluster_messages" USING btree ("created_at");