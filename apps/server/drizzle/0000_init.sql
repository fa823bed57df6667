CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"abn" text,
	"ndis_registration_number" text,
	"time_zone" text DEFAULT 'Australia/Sydney' NOT NULL,
	"address" text,
	"email" text,
	"phone_number" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
CREATE TABLE "administrators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid,
	"first_name" text NOT NULL,
	"middle_name" text,
	"sur_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"gender" text,
	"date_of_birth" text,
	"image_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"address" text,
	"city" text,
	"suburb" text,
	"state" text,
	"postcode" text,
	"country" text,
	"next_of_kin" text,
	"relationship" text,
	"kin_address" text,
	"kin_city" text,
	"kin_suburb" text,
	"kin_state" text,
	"kin_postcode" text,
	"kin_country" text,
	"kin_email" text,
	"kin_phone_number" text,
	"account_name" text,
	"account_number" text,
	"bank_name" text,
	"branch" text,
	"bsb" text,
	"facebook" text,
	"twitter" text,
	"instagram" text,
	"linked_in" text,
	"youtube" text,
	"github" text,
	"max_staff_id" text,
	"employment_type" text,
	"pay_rate" text,
	"pay_day" text,
	"salary" text,
	"position" text,
	"profession" text,
	"tax_file" text,
	"offer_letter" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid,
	"first_name" text NOT NULL,
	"middle_name" text,
	"sur_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"gender" text,
	"date_of_birth" text,
	"image_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"address" text,
	"city" text,
	"suburb" text,
	"state" text,
	"postcode" text,
	"country" text,
	"next_of_kin" text,
	"relationship" text,
	"kin_address" text,
	"kin_city" text,
	"kin_suburb" text,
	"kin_state" text,
	"kin_postcode" text,
	"kin_country" text,
	"kin_email" text,
	"kin_phone_number" text,
	"contact_id" text,
	"client_id" text,
	"xerolink" text,
	"ndis_no" text,
	"referral" text,
	"care_manager" text,
	"audit_approved" boolean DEFAULT false NOT NULL,
	"cultural_background" text,
	"financial_arrangement" text,
	"indigenous_satatus" text,
	"ndis_plan" text,
	"ndis_plan_note" text,
	"preferred_language" text,
	"privacy_preferences" text,
	"require_interpreter" text,
	"agreement_start_date" text,
	"agreement_end_date" text,
	"signature" text,
	"latitude" double precision,
	"longitude" double precision,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
CREATE TABLE "staffs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid,
	"first_name" text NOT NULL,
	"middle_name" text,
	"sur_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"gender" text,
	"date_of_birth" text,
	"image_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"address" text,
	"city" text,
	"suburb" text,
	"state" text,
	"postcode" text,
	"country" text,
	"next_of_kin" text,
	"relationship" text,
	"kin_address" text,
	"kin_city" text,
	"kin_suburb" text,
	"kin_state" text,
	"kin_postcode" text,
	"kin_country" text,
	"kin_email" text,
	"kin_phone_number" text,
	"account_name" text,
	"account_number" text,
	"bank_name" text,
	"branch" text,
	"bsb" text,
	"facebook" text,
	"twitter" text,
	"instagram" text,
	"linked_in" text,
	"youtube" text,
	"github" text,
	"max_staff_id" text,
	"employment_type" text,
	"pay_rate" text,
	"pay_day" text,
	"salary" text,
	"position" text,
	"profession" text,
	"tax_file" text,
	"offer_letter" text,
	"about_me" text,
	"employee_id" text,
	"level" text,
	"date_joined" text,
	"signature_url" text,
	"audit_approved" boolean DEFAULT false NOT NULL,
	"xerolink" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
CREATE TABLE "activity_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid,
	"user" text NOT NULL,
	"activity" text NOT NULL,
	"medium" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"role" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
CREATE TABLE "user_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"claim" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone_number" text,
	"role" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"email_confirmed" boolean DEFAULT false NOT NULL,
	"password_hash" text NOT NULL,
	"session_version" integer DEFAULT 0 NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
ALTER TABLE "administrators" ADD CONSTRAINT "administrators_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "administrators" ADD CONSTRAINT "administrators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staffs" ADD CONSTRAINT "staffs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staffs" ADD CONSTRAINT "staffs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_roles" ADD CONSTRAINT "company_roles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_claims" ADD CONSTRAINT "user_claims_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_claims" ADD CONSTRAINT "user_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "administrators_company_idx" ON "administrators" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "profiles_company_idx" ON "profiles" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "staffs_company_idx" ON "staffs" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "activity_logs_company_date_idx" ON "activity_logs" USING btree ("company_id","date_created");--> statement-breakpoint
CREATE UNIQUE INDEX "company_roles_name_unique" ON "company_roles" USING btree ("company_id",lower("role"));--> statement-breakpoint
CREATE UNIQUE INDEX "user_claims_unique" ON "user_claims" USING btree ("user_id","claim");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id");