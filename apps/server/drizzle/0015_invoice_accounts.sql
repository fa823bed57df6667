CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"paid_on" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reference" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"invoice_number" text NOT NULL,
	"period_from" text NOT NULL,
	"period_to" text NOT NULL,
	"management" text NOT NULL,
	"issue_date" text NOT NULL,
	"due_date" text NOT NULL,
	"status" text DEFAULT 'Saved' NOT NULL,
	"sent_to" text,
	"sent_at" timestamp with time zone,
	"sent_how" text,
	"sent_by" text,
	"bill_to_kind" text,
	"bill_to_name" text,
	"bill_to_email" text,
	"bill_to_address" text,
	"bill_to_abn" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "payment_terms_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "bank_account_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "bank_bsb" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "bank_account_number" text;--> statement-breakpoint
ALTER TABLE "client_plans" ADD COLUMN "plan_manager_email" text;--> statement-breakpoint
ALTER TABLE "client_plans" ADD COLUMN "plan_manager_abn" text;--> statement-breakpoint
ALTER TABLE "client_plans" ADD COLUMN "plan_manager_address" text;--> statement-breakpoint
ALTER TABLE "client_plans" ADD COLUMN "representative_name" text;--> statement-breakpoint
ALTER TABLE "client_plans" ADD COLUMN "representative_email" text;--> statement-breakpoint
ALTER TABLE "client_plans" ADD COLUMN "representative_address" text;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("company_id","invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("company_id","invoice_number");--> statement-breakpoint
CREATE INDEX "invoices_client_idx" ON "invoices" USING btree ("company_id","profile_id");