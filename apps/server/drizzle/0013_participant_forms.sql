CREATE TABLE "participant_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"version" integer NOT NULL,
	"supersedes_id" uuid,
	"values" jsonb NOT NULL,
	"signatures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"review_date" text,
	"review_alerts_sent" text[] DEFAULT '{}'::text[] NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
ALTER TABLE "participant_forms" ADD CONSTRAINT "participant_forms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_forms" ADD CONSTRAINT "participant_forms_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "participant_forms_client_idx" ON "participant_forms" USING btree ("company_id","profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "participant_forms_version_idx" ON "participant_forms" USING btree ("company_id","profile_id","slug","version");