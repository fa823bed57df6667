CREATE TABLE "sah_budget_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"effective_from" text NOT NULL,
	"effective_to" text,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
CREATE TABLE "sah_classifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"classification" text NOT NULL,
	"approval_date" text NOT NULL,
	"start_date" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
CREATE TABLE "sah_clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"my_aged_care_id" text,
	"grandfathered" boolean DEFAULT false NOT NULL,
	"contributions_paid_cents" integer DEFAULT 0 NOT NULL,
	"contributions_paid_as_of" text,
	"care_partner_staff_id" uuid,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
CREATE TABLE "sah_contribution_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"effective_from" text NOT NULL,
	"pension_status" text NOT NULL,
	"independence_bp" integer NOT NULL,
	"everyday_living_bp" integer NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
CREATE TABLE "sah_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"drawdown_basis" text DEFAULT 'FULL_PRICE' NOT NULL,
	"care_management_rounding" text DEFAULT 'HALF_UP' NOT NULL,
	"contribution_rounding" text DEFAULT 'HALF_UP' NOT NULL,
	"late_claim_day_one" text DEFAULT 'END_DATE' NOT NULL,
	"rows_seeded_at" timestamp with time zone,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "funding_program" text DEFAULT 'NDIS' NOT NULL;--> statement-breakpoint
ALTER TABLE "sah_budget_rows" ADD CONSTRAINT "sah_budget_rows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sah_classifications" ADD CONSTRAINT "sah_classifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sah_classifications" ADD CONSTRAINT "sah_classifications_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sah_clients" ADD CONSTRAINT "sah_clients_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sah_clients" ADD CONSTRAINT "sah_clients_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sah_clients" ADD CONSTRAINT "sah_clients_care_partner_staff_id_staffs_id_fk" FOREIGN KEY ("care_partner_staff_id") REFERENCES "public"."staffs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sah_contribution_rates" ADD CONSTRAINT "sah_contribution_rates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sah_contribution_rates" ADD CONSTRAINT "sah_contribution_rates_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sah_settings" ADD CONSTRAINT "sah_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sah_budget_rows_unique" ON "sah_budget_rows" USING btree ("company_id","kind","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "sah_classifications_unique" ON "sah_classifications" USING btree ("company_id","profile_id","start_date");--> statement-breakpoint
CREATE INDEX "sah_classifications_client_idx" ON "sah_classifications" USING btree ("company_id","profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sah_clients_profile_unique" ON "sah_clients" USING btree ("company_id","profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sah_contribution_rates_unique" ON "sah_contribution_rates" USING btree ("company_id","profile_id","effective_from");