CREATE TABLE "claim_batch_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"claim_batch_id" uuid NOT NULL,
	"invoice_line_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"claim_reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'Claimed' NOT NULL,
	"message" text
);
--> statement-breakpoint
CREATE TABLE "claim_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"batch_number" integer NOT NULL,
	"period_from" text NOT NULL,
	"period_to" text NOT NULL,
	"profile_id" uuid,
	"file_name" text NOT NULL,
	"csv" text NOT NULL,
	"row_count" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"status" text DEFAULT 'Claimed' NOT NULL,
	"result_imported_at" timestamp with time zone,
	"result_imported_by" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"period_from" text NOT NULL,
	"period_to" text NOT NULL,
	"source_key" text NOT NULL,
	"split_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"shift_roster_id" uuid,
	"attendance_id" uuid,
	"staff_id" uuid,
	"support_item_id" uuid,
	"item_number" text,
	"item_name" text,
	"support_category_number" text,
	"description" text NOT NULL,
	"date" text NOT NULL,
	"date_from" timestamp with time zone NOT NULL,
	"date_to" timestamp with time zone NOT NULL,
	"duration_ticks" bigint NOT NULL,
	"agreed_duration_ticks" bigint NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"quantity" double precision NOT NULL,
	"unit" text,
	"total_km" double precision DEFAULT 0 NOT NULL,
	"shift_code" text NOT NULL,
	"shift_period" text NOT NULL,
	"day" text NOT NULL,
	"claim_type" text,
	"cancellation_reason" text,
	"explanation" jsonb NOT NULL,
	"invoice_number" text,
	"line_number" integer,
	"saved_at" timestamp with time zone,
	"saved_by" text,
	"claim_status" text,
	"claim_batch_id" uuid,
	"claim_message" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "bill_short_notice_cancellations" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "claim_date_format" text DEFAULT 'YYYY-MM-DD' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "claim_gst_code" text DEFAULT 'P2' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "next_invoice_number" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "boundary_rule" text DEFAULT 'split' NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_batch_lines" ADD CONSTRAINT "claim_batch_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_batch_lines" ADD CONSTRAINT "claim_batch_lines_claim_batch_id_claim_batches_id_fk" FOREIGN KEY ("claim_batch_id") REFERENCES "public"."claim_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_batch_lines" ADD CONSTRAINT "claim_batch_lines_invoice_line_id_invoice_lines_id_fk" FOREIGN KEY ("invoice_line_id") REFERENCES "public"."invoice_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_batches" ADD CONSTRAINT "claim_batches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_batches" ADD CONSTRAINT "claim_batches_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_shift_roster_id_shift_rosters_id_fk" FOREIGN KEY ("shift_roster_id") REFERENCES "public"."shift_rosters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_attendance_id_attendances_id_fk" FOREIGN KEY ("attendance_id") REFERENCES "public"."attendances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_staff_id_staffs_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staffs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_support_item_id_support_items_id_fk" FOREIGN KEY ("support_item_id") REFERENCES "public"."support_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_batch_lines_batch_idx" ON "claim_batch_lines" USING btree ("claim_batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "claim_batch_lines_live_unique" ON "claim_batch_lines" USING btree ("invoice_line_id") WHERE "claim_batch_lines"."status" <> 'Rejected';--> statement-breakpoint
CREATE UNIQUE INDEX "claim_batches_number_unique" ON "claim_batches" USING btree ("company_id","batch_number");--> statement-breakpoint
CREATE INDEX "invoice_lines_client_date_idx" ON "invoice_lines" USING btree ("company_id","profile_id","date");--> statement-breakpoint
CREATE INDEX "invoice_lines_company_date_idx" ON "invoice_lines" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "invoice_lines_period_idx" ON "invoice_lines" USING btree ("company_id","period_from","period_to");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_source_unique" ON "invoice_lines" USING btree ("company_id","profile_id","source_key");