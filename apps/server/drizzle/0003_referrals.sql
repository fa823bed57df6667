CREATE TABLE "client_referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"form" jsonb NOT NULL,
	"full_name" text NOT NULL,
	"email" text,
	"referrer_email" text NOT NULL,
	"is_accepted" boolean DEFAULT false NOT NULL,
	"profile_id" uuid,
	"service_providers_id" uuid,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
ALTER TABLE "client_referrals" ADD CONSTRAINT "client_referrals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_referrals" ADD CONSTRAINT "client_referrals_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_referrals" ADD CONSTRAINT "client_referrals_service_providers_id_service_providers_id_fk" FOREIGN KEY ("service_providers_id") REFERENCES "public"."service_providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_referrals_company_idx" ON "client_referrals" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "client_referrals_referrer_idx" ON "client_referrals" USING btree ("referrer_email");