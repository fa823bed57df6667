CREATE TABLE "sah_claim_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"batch_number" integer NOT NULL,
	"period_from" text NOT NULL,
	"period_to" text NOT NULL,
	"file_name" text NOT NULL,
	"csv" text NOT NULL,
	"row_count" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"government_cents" integer NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
CREATE TABLE "sah_claim_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"claim_batch_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"attendance_split_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"reference" text NOT NULL,
	"service_date" text NOT NULL,
	"service_id" uuid NOT NULL,
	"service_name" text NOT NULL,
	"quantity_hundredths" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"contribution_cents" integer NOT NULL,
	"government_cents" integer NOT NULL,
	"status" text DEFAULT 'Submitted' NOT NULL,
	"message" text,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sah_claim_batches" ADD CONSTRAINT "sah_claim_batches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sah_claim_lines" ADD CONSTRAINT "sah_claim_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sah_claim_lines" ADD CONSTRAINT "sah_claim_lines_claim_batch_id_sah_claim_batches_id_fk" FOREIGN KEY ("claim_batch_id") REFERENCES "public"."sah_claim_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sah_claim_lines" ADD CONSTRAINT "sah_claim_lines_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sah_claim_batches_number_unique" ON "sah_claim_batches" USING btree ("company_id","batch_number");--> statement-breakpoint
CREATE INDEX "sah_claim_lines_batch_idx" ON "sah_claim_lines" USING btree ("claim_batch_id");--> statement-breakpoint
CREATE INDEX "sah_claim_lines_client_date_idx" ON "sah_claim_lines" USING btree ("company_id","profile_id","service_date");--> statement-breakpoint
CREATE UNIQUE INDEX "sah_claim_lines_reference_unique" ON "sah_claim_lines" USING btree ("company_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "sah_claim_lines_live_unique" ON "sah_claim_lines" USING btree ("company_id","profile_id","attendance_split_id") WHERE "sah_claim_lines"."status" <> 'Rejected';