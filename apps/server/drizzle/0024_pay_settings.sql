CREATE TABLE "award_allowances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"applies_from" text NOT NULL,
	"applies_to" text,
	"pending" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
CREATE TABLE "award_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"stream" text NOT NULL,
	"level" integer NOT NULL,
	"pay_point" integer NOT NULL,
	"weekly_cents" integer,
	"hourly_cents" integer NOT NULL,
	"applies_from" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"enabled_by" text,
	"enabled_at" timestamp with time zone,
	"checked_against" text,
	"source" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
CREATE TABLE "company_pay_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"switches" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rates_seeded_at" timestamp with time zone,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
CREATE TABLE "staff_award_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"award" text NOT NULL,
	"stream" text NOT NULL,
	"level" integer NOT NULL,
	"pay_point" integer NOT NULL,
	"employment_type" text NOT NULL,
	"agreed_weekly_minutes" integer,
	"shiftworker" boolean DEFAULT false NOT NULL,
	"shiftworker_advice_date" text,
	"ft_ten_hour_agreement" boolean DEFAULT false NOT NULL,
	"sleepover_twelve_hour_agreement" boolean DEFAULT false NOT NULL,
	"above_award_hourly_cents" integer,
	"effective_from" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
ALTER TABLE "award_allowances" ADD CONSTRAINT "award_allowances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_rates" ADD CONSTRAINT "award_rates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_pay_settings" ADD CONSTRAINT "company_pay_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_award_settings" ADD CONSTRAINT "staff_award_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_award_settings" ADD CONSTRAINT "staff_award_settings_staff_id_staffs_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staffs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "award_allowances_row_unique" ON "award_allowances" USING btree ("company_id","kind","applies_from");--> statement-breakpoint
CREATE UNIQUE INDEX "award_rates_row_unique" ON "award_rates" USING btree ("company_id","stream","level","pay_point","applies_from");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_award_settings_from_unique" ON "staff_award_settings" USING btree ("company_id","staff_id","effective_from");