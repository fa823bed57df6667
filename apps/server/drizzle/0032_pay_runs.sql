CREATE TABLE "pay_run_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"pay_run_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"date" text NOT NULL,
	"to_date" text NOT NULL,
	"shift_roster_id" uuid,
	"hours" text,
	"units" text,
	"multiplier" text,
	"rate" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"explanation" text NOT NULL,
	"clause" text DEFAULT '' NOT NULL,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pieces" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attendance_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"corrects_from_date" text,
	"corrects_to_date" text,
	"corrects_pay_run_id" uuid,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
CREATE TABLE "pay_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"from_date" text NOT NULL,
	"to_date" text NOT NULL,
	"approved_at" timestamp with time zone NOT NULL,
	"approved_by" text NOT NULL,
	"total_cents" integer NOT NULL,
	"attendance_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
ALTER TABLE "pay_run_lines" ADD CONSTRAINT "pay_run_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_run_lines" ADD CONSTRAINT "pay_run_lines_pay_run_id_pay_runs_id_fk" FOREIGN KEY ("pay_run_id") REFERENCES "public"."pay_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_runs" ADD CONSTRAINT "pay_runs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_runs" ADD CONSTRAINT "pay_runs_staff_id_staffs_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staffs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_run_lines_run" ON "pay_run_lines" USING btree ("pay_run_id");--> statement-breakpoint
CREATE INDEX "pay_run_lines_corrects" ON "pay_run_lines" USING btree ("company_id","corrects_pay_run_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_runs_period_unique" ON "pay_runs" USING btree ("company_id","staff_id","from_date");