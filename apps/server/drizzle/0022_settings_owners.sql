CREATE TABLE "invoice_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"bill_short_notice_cancellations" boolean DEFAULT false NOT NULL,
	"claim_date_format" text DEFAULT 'YYYY-MM-DD' NOT NULL,
	"claim_gst_code" text DEFAULT 'P2' NOT NULL,
	"payment_terms_days" integer DEFAULT 14 NOT NULL,
	"bank_account_name" text,
	"bank_bsb" text,
	"bank_account_number" text,
	"next_invoice_number" integer DEFAULT 1 NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
CREATE TABLE "training_requirements" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"required_trainings" jsonb NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
CREATE TABLE "holiday_seeded_years" (
	"company_id" uuid NOT NULL,
	"year" integer NOT NULL,
	CONSTRAINT "holiday_seeded_years_company_id_year_pk" PRIMARY KEY("company_id","year")
);
--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD CONSTRAINT "invoice_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_requirements" ADD CONSTRAINT "training_requirements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_seeded_years" ADD CONSTRAINT "holiday_seeded_years_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Data copy (written by hand): every company keeps its invoice settings and its next invoice number, its saved required trainings and its seeded holiday years.
INSERT INTO "invoice_settings" ("company_id", "bill_short_notice_cancellations", "claim_date_format", "claim_gst_code", "payment_terms_days", "bank_account_name", "bank_bsb", "bank_account_number", "next_invoice_number", "date_created", "date_modified", "user_created", "user_modified")
SELECT "id", "bill_short_notice_cancellations", "claim_date_format", "claim_gst_code", "payment_terms_days", "bank_account_name", "bank_bsb", "bank_account_number", "next_invoice_number", "date_created", "date_modified", "user_created", "user_modified" FROM "companies";--> statement-breakpoint
INSERT INTO "training_requirements" ("company_id", "required_trainings", "date_created", "date_modified", "user_created", "user_modified")
SELECT "id", "required_trainings", "date_created", "date_modified", "user_created", "user_modified" FROM "companies" WHERE "required_trainings" IS NOT NULL;--> statement-breakpoint
INSERT INTO "holiday_seeded_years" ("company_id", "year")
SELECT DISTINCT "id", unnest("holiday_seeded_years") FROM "companies";--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "required_trainings";--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "holiday_seeded_years";--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "bill_short_notice_cancellations";--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "claim_date_format";--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "claim_gst_code";--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "payment_terms_days";--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "bank_account_name";--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "bank_bsb";--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "bank_account_number";--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "next_invoice_number";