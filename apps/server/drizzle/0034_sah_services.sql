CREATE TABLE "sah_service_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"effective_from" text NOT NULL,
	"effective_to" text,
	"source" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
CREATE TABLE "sah_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"category" text NOT NULL,
	"service_type_code" text,
	"service_type" text NOT NULL,
	"service_code" text,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
ALTER TABLE "shift_rosters" ADD COLUMN "sah_service_id" uuid;--> statement-breakpoint
ALTER TABLE "sah_service_prices" ADD CONSTRAINT "sah_service_prices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sah_service_prices" ADD CONSTRAINT "sah_service_prices_service_id_sah_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."sah_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sah_services" ADD CONSTRAINT "sah_services_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sah_service_prices_unique" ON "sah_service_prices" USING btree ("company_id","service_id","kind","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "sah_services_unique" ON "sah_services" USING btree ("company_id","service_type","name");