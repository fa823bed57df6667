CREATE TABLE "incident_key_personnel" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
CREATE TABLE "incidents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"incident_no" integer NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'New' NOT NULL,
	"title" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"location" text NOT NULL,
	"description" text NOT NULL,
	"immediate_actions" text NOT NULL,
	"person_harmed" boolean NOT NULL,
	"harm_details" text,
	"others_involved" text,
	"witnesses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"first_aid" boolean,
	"emergency_services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"police_reference" text,
	"family_notified" boolean,
	"guardian_notified" boolean,
	"reportable" text NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"restrictive_practice_harm" boolean,
	"profile_id" uuid,
	"staff_id" uuid,
	"shift_roster_id" uuid,
	"reported_by_user_id" uuid,
	"reported_by_name" text NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	"aware_at" timestamp with time zone NOT NULL,
	"acknowledgements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"findings" text,
	"investigation_started_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"closed_by_name" text,
	"corrective_actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
CREATE TABLE "restrictive_practices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"staff_id" uuid,
	"practice_type" text NOT NULL,
	"use" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"location" text NOT NULL,
	"description" text NOT NULL,
	"reason" text NOT NULL,
	"behaviour" text NOT NULL,
	"injury" text,
	"less_restrictive_options" text NOT NULL,
	"leading_up" text,
	"actions_taken" text NOT NULL,
	"people_involved" text,
	"witnesses" text,
	"authorised" boolean NOT NULL,
	"authorisation_reference" text,
	"incident_id" uuid,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
ALTER TABLE "incident_key_personnel" ADD CONSTRAINT "incident_key_personnel_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_staff_id_staffs_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staffs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_shift_roster_id_shift_rosters_id_fk" FOREIGN KEY ("shift_roster_id") REFERENCES "public"."shift_rosters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restrictive_practices" ADD CONSTRAINT "restrictive_practices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restrictive_practices" ADD CONSTRAINT "restrictive_practices_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restrictive_practices" ADD CONSTRAINT "restrictive_practices_staff_id_staffs_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staffs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restrictive_practices" ADD CONSTRAINT "restrictive_practices_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "incident_key_personnel_unique" ON "incident_key_personnel" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "incidents_company_no_unique" ON "incidents" USING btree ("company_id","incident_no");--> statement-breakpoint
CREATE INDEX "incidents_open_idx" ON "incidents" USING btree ("company_id") WHERE "incidents"."status" <> 'Closed';--> statement-breakpoint
CREATE INDEX "incidents_client_idx" ON "incidents" USING btree ("company_id","profile_id");--> statement-breakpoint
CREATE INDEX "incidents_staff_idx" ON "incidents" USING btree ("company_id","staff_id");--> statement-breakpoint
CREATE INDEX "incidents_shift_idx" ON "incidents" USING btree ("shift_roster_id");--> statement-breakpoint
CREATE INDEX "restrictive_practices_month_idx" ON "restrictive_practices" USING btree ("company_id","started_at");