CREATE TABLE "aids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"equipment_used" text NOT NULL,
	"equipment_assistance" boolean DEFAULT false NOT NULL,
	"require_staff_training" boolean DEFAULT false NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
CREATE TABLE "behaviour_supports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"question1" text,
	"question2" text,
	"question3" text,
	"behaviour_plan" text,
	"risk_assessment" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
CREATE TABLE "client_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"days" text NOT NULL,
	"from_time_of_day" text NOT NULL,
	"to_time_of_day" text NOT NULL,
	"activities" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
CREATE TABLE "community_supports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"community_assistance" text,
	"transport_type" text,
	"transport_assistance" text,
	"activities_participation" text,
	"activities_assistance" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
CREATE TABLE "daily_livings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"activities" text NOT NULL,
	"support" text,
	"support_level" text,
	"details" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
CREATE TABLE "disabilities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"mobility_assistance" boolean DEFAULT false NOT NULL,
	"mobility_independent" text,
	"mobility_description" text,
	"hearing_issues" text,
	"hearing_description" text,
	"vision_issues" text,
	"vision_description" text,
	"memory_issues" text,
	"memory_description" text,
	"communication_assistance" boolean DEFAULT false NOT NULL,
	"communication_means" text,
	"communication_description" text,
	"communication_attachment" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
CREATE TABLE "health_supports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"require_medication" boolean DEFAULT false NOT NULL,
	"health_plan" text,
	"support" text,
	"support_details" text,
	"health_issues" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
CREATE TABLE "participant_expenditures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"staff_id" uuid,
	"amount_provided_by_participant_cents" integer NOT NULL,
	"amount_returned_to_participant_cents" integer NOT NULL,
	"amount_spent_cents" integer NOT NULL,
	"purchase_date" text,
	"purchased_item" text,
	"reason_if_no_reciept" text,
	"receipt_file_id" uuid,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
CREATE TABLE "representatives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"relationship" text,
	"home_phone" text,
	"mobile_phone" text NOT NULL,
	"email" text NOT NULL,
	"position" text,
	"address" text,
	"organization" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
CREATE TABLE "support_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"support_item_id" uuid,
	"support_type" text NOT NULL,
	"item_number" text NOT NULL,
	"quantity" double precision NOT NULL,
	"cost_cents" integer NOT NULL,
	"frequency" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
CREATE TABLE "support_catalogues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"layout" text NOT NULL,
	"file_name" text NOT NULL,
	"items_added" integer NOT NULL,
	"items_unchanged" integer NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"user_created" text
);
--> statement-breakpoint
CREATE TABLE "support_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"catalogue_id" uuid NOT NULL,
	"item_number" text NOT NULL,
	"item_name" text NOT NULL,
	"registration_group_number" text,
	"registration_group_name" text,
	"support_category_number" text,
	"support_category_name" text,
	"unit" text NOT NULL,
	"quote" boolean DEFAULT false NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text,
	"type" text,
	"act_cents" integer,
	"nsw_cents" integer,
	"nt_cents" integer,
	"qld_cents" integer,
	"sa_cents" integer,
	"tas_cents" integer,
	"vic_cents" integer,
	"wa_cents" integer,
	"national_cents" integer,
	"remote_cents" integer,
	"very_remote_cents" integer,
	"non_face_to_face" boolean,
	"provider_travel" boolean,
	"short_notice_cancellations" boolean,
	"ndia_requested_reports" boolean,
	"irregular_sil" boolean,
	"fingerprint" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"management" text NOT NULL,
	"plan_manager" text,
	"note" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
CREATE TABLE "plan_budgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"support_category_number" text NOT NULL,
	"support_category_name" text NOT NULL,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "remoteness" text;--> statement-breakpoint
ALTER TABLE "aids" ADD CONSTRAINT "aids_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aids" ADD CONSTRAINT "aids_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "behaviour_supports" ADD CONSTRAINT "behaviour_supports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "behaviour_supports" ADD CONSTRAINT "behaviour_supports_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_schedules" ADD CONSTRAINT "client_schedules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_schedules" ADD CONSTRAINT "client_schedules_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_supports" ADD CONSTRAINT "community_supports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_supports" ADD CONSTRAINT "community_supports_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_livings" ADD CONSTRAINT "daily_livings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_livings" ADD CONSTRAINT "daily_livings_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disabilities" ADD CONSTRAINT "disabilities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disabilities" ADD CONSTRAINT "disabilities_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_supports" ADD CONSTRAINT "health_supports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_supports" ADD CONSTRAINT "health_supports_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_expenditures" ADD CONSTRAINT "participant_expenditures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_expenditures" ADD CONSTRAINT "participant_expenditures_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_expenditures" ADD CONSTRAINT "participant_expenditures_staff_id_staffs_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staffs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_expenditures" ADD CONSTRAINT "participant_expenditures_receipt_file_id_files_id_fk" FOREIGN KEY ("receipt_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representatives" ADD CONSTRAINT "representatives_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representatives" ADD CONSTRAINT "representatives_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_schedules" ADD CONSTRAINT "support_schedules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_schedules" ADD CONSTRAINT "support_schedules_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_schedules" ADD CONSTRAINT "support_schedules_support_item_id_support_items_id_fk" FOREIGN KEY ("support_item_id") REFERENCES "public"."support_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_catalogues" ADD CONSTRAINT "support_catalogues_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_items" ADD CONSTRAINT "support_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_items" ADD CONSTRAINT "support_items_catalogue_id_support_catalogues_id_fk" FOREIGN KEY ("catalogue_id") REFERENCES "public"."support_catalogues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_plans" ADD CONSTRAINT "client_plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_plans" ADD CONSTRAINT "client_plans_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_budgets" ADD CONSTRAINT "plan_budgets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_budgets" ADD CONSTRAINT "plan_budgets_plan_id_client_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."client_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aids_client_idx" ON "aids" USING btree ("company_id","profile_id");--> statement-breakpoint
CREATE INDEX "behaviour_supports_client_idx" ON "behaviour_supports" USING btree ("company_id","profile_id");--> statement-breakpoint
CREATE INDEX "client_schedules_client_idx" ON "client_schedules" USING btree ("company_id","profile_id");--> statement-breakpoint
CREATE INDEX "community_supports_client_idx" ON "community_supports" USING btree ("company_id","profile_id");--> statement-breakpoint
CREATE INDEX "daily_livings_client_idx" ON "daily_livings" USING btree ("company_id","profile_id");--> statement-breakpoint
CREATE INDEX "disabilities_client_idx" ON "disabilities" USING btree ("company_id","profile_id");--> statement-breakpoint
CREATE INDEX "health_supports_client_idx" ON "health_supports" USING btree ("company_id","profile_id");--> statement-breakpoint
CREATE INDEX "participant_expenditures_client_idx" ON "participant_expenditures" USING btree ("company_id","profile_id");--> statement-breakpoint
CREATE INDEX "representatives_client_idx" ON "representatives" USING btree ("company_id","profile_id");--> statement-breakpoint
CREATE INDEX "support_schedules_client_idx" ON "support_schedules" USING btree ("company_id","profile_id");--> statement-breakpoint
CREATE INDEX "support_catalogues_company_idx" ON "support_catalogues" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "support_items_lookup_idx" ON "support_items" USING btree ("company_id","item_number","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "support_items_fingerprint_unique" ON "support_items" USING btree ("company_id","fingerprint");--> statement-breakpoint
CREATE INDEX "client_plans_client_idx" ON "client_plans" USING btree ("company_id","profile_id");--> statement-breakpoint
CREATE INDEX "plan_budgets_plan_idx" ON "plan_budgets" USING btree ("plan_id");