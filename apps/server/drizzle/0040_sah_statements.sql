CREATE TABLE "sah_statement_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"month" text NOT NULL,
	"status" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"issued" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"mailed" integer DEFAULT 0 NOT NULL,
	"message" text,
	"started_by" text,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sah_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"month" text NOT NULL,
	"version" integer NOT NULL,
	"figures" jsonb NOT NULL,
	"figures_key" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issued_by" text NOT NULL,
	"mailed_at" timestamp with time zone,
	"mailed_to" text,
	"mail_note" text
);
--> statement-breakpoint
ALTER TABLE "sah_statement_runs" ADD CONSTRAINT "sah_statement_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sah_statements" ADD CONSTRAINT "sah_statements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sah_statements" ADD CONSTRAINT "sah_statements_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sah_statement_runs_company_idx" ON "sah_statement_runs" USING btree ("company_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sah_statements_version_unique" ON "sah_statements" USING btree ("company_id","profile_id","month","version");--> statement-breakpoint
CREATE INDEX "sah_statements_month_idx" ON "sah_statements" USING btree ("company_id","month");