CREATE TABLE "sah_contribution_invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"claim_line_id" uuid NOT NULL,
	"claim_reference" text NOT NULL,
	"service_date" text NOT NULL,
	"service_name" text NOT NULL,
	"quantity_hundredths" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"government_cents" integer NOT NULL,
	"contribution_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sah_contribution_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"invoice_number" text NOT NULL,
	"issue_date" text NOT NULL,
	"due_date" text NOT NULL,
	"bill_to_kind" text NOT NULL,
	"bill_to_name" text NOT NULL,
	"bill_to_email" text,
	"bill_to_address" text,
	"total_cents" integer NOT NULL,
	"status" text DEFAULT 'Saved' NOT NULL,
	"sent_to" text,
	"sent_at" timestamp with time zone,
	"mail_id" uuid,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
CREATE TABLE "sah_contribution_payments" (
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
ALTER TABLE "sah_contribution_invoice_lines" ADD CONSTRAINT "sah_contribution_invoice_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sah_contribution_invoice_lines" ADD CONSTRAINT "sah_contribution_invoice_lines_invoice_id_sah_contribution_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."sah_contribution_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sah_contribution_invoices" ADD CONSTRAINT "sah_contribution_invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sah_contribution_invoices" ADD CONSTRAINT "sah_contribution_invoices_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sah_contribution_payments" ADD CONSTRAINT "sah_contribution_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sah_contribution_payments" ADD CONSTRAINT "sah_contribution_payments_invoice_id_sah_contribution_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."sah_contribution_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sah_contribution_invoice_lines_invoice_idx" ON "sah_contribution_invoice_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sah_contribution_invoice_lines_claim_line_unique" ON "sah_contribution_invoice_lines" USING btree ("company_id","claim_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sah_contribution_invoices_number_unique" ON "sah_contribution_invoices" USING btree ("company_id","invoice_number");--> statement-breakpoint
CREATE INDEX "sah_contribution_invoices_client_idx" ON "sah_contribution_invoices" USING btree ("company_id","profile_id");--> statement-breakpoint
CREATE INDEX "sah_contribution_payments_invoice_idx" ON "sah_contribution_payments" USING btree ("invoice_id");