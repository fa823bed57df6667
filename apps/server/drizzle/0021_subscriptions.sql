CREATE TABLE "company_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"users" integer NOT NULL,
	"billed" text NOT NULL,
	"duration" integer DEFAULT 1 NOT NULL,
	"status" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"provider" text NOT NULL,
	"provider_customer_id" text,
	"provider_subscription_id" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_packages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"monthly_price_cents" integer NOT NULL,
	"yearly_price_cents" integer NOT NULL,
	"max_users" integer,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"users" integer NOT NULL,
	"billed" text NOT NULL,
	"duration" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"invoice_number" text NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"provider_invoice_id" text,
	"pay_url" text,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"user_created" text
);
--> statement-breakpoint
ALTER TABLE "company_subscriptions" ADD CONSTRAINT "company_subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_subscriptions" ADD CONSTRAINT "company_subscriptions_package_id_subscription_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."subscription_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD CONSTRAINT "subscription_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD CONSTRAINT "subscription_payments_package_id_subscription_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."subscription_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_subscriptions_company_unique" ON "company_subscriptions" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "company_subscriptions_provider_idx" ON "company_subscriptions" USING btree ("provider_subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_payments_invoice_number_unique" ON "subscription_payments" USING btree ("invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_payments_provider_invoice_unique" ON "subscription_payments" USING btree ("provider_invoice_id");--> statement-breakpoint
CREATE INDEX "subscription_payments_company_idx" ON "subscription_payments" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "subscription_payments_session_idx" ON "subscription_payments" USING btree ("provider_session_id");--> statement-breakpoint
-- The platform's plans (issue 31), owned by the operator: every installation starts with them.
INSERT INTO "subscription_packages" ("id", "name", "description", "monthly_price_cents", "yearly_price_cents", "max_users", "features", "trial_days", "sort_order") VALUES
('5b0c9a1e-0000-4000-8000-000000000001', 'Starter', 'For a small team starting out: rostering, records and the staff portal.', 1200, 12000, 10, '["Rostering and timesheets","Client records and care plans","Documents with expiry alerts","Staff and client portals"]'::jsonb, 14, 1),
('5b0c9a1e-0000-4000-8000-000000000002', 'Standard', 'For a growing provider: everything in Starter plus invoicing, NDIS claims and HR.', 1800, 18000, 100, '["Everything in Starter","NDIS invoices and bulk claims","Incidents, trainings and policies","Xero accounting integration"]'::jsonb, 14, 2),
('5b0c9a1e-0000-4000-8000-000000000003', 'Enterprise', 'For large or multi-site providers: no user cap and priority support.', 2500, 25000, NULL, '["Everything in Standard","No cap on users","AI shift-report drafts","Priority support"]'::jsonb, 14, 3);
