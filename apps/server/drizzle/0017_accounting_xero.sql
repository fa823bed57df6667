CREATE TABLE "accounting_auth_states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"state_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "accounting_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"tenant_id" text,
	"tenant_name" text,
	"connection_id" text,
	"organisations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text NOT NULL,
	"access_expires_at" timestamp with time zone NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"connected_by" text,
	"connected_at" timestamp with time zone NOT NULL,
	"refreshed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "accounting_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"message" text,
	"logs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_by" text,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "accounting_postings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"local_key" text NOT NULL,
	"external_id" text NOT NULL,
	"number" text,
	"link" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"posted_by" text
);
--> statement-breakpoint
ALTER TABLE "accounting_auth_states" ADD CONSTRAINT "accounting_auth_states_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_auth_states" ADD CONSTRAINT "accounting_auth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_connections" ADD CONSTRAINT "accounting_connections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_jobs" ADD CONSTRAINT "accounting_jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_postings" ADD CONSTRAINT "accounting_postings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_auth_states_hash_unique" ON "accounting_auth_states" USING btree ("state_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_connections_company_unique" ON "accounting_connections" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "accounting_jobs_company_idx" ON "accounting_jobs" USING btree ("company_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_postings_key_unique" ON "accounting_postings" USING btree ("company_id","kind","local_key");