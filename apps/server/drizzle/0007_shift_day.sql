CREATE TABLE "attendance_splits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"attendance_id" uuid NOT NULL,
	"code" text NOT NULL,
	"clock_in" timestamp with time zone NOT NULL,
	"clock_out" timestamp with time zone NOT NULL,
	"duration_ticks" bigint NOT NULL,
	"local_date" text NOT NULL,
	"total_km" double precision DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
CREATE TABLE "daily_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"author_kind" text NOT NULL,
	"staff_id" uuid,
	"administrator_id" uuid,
	"clock_in" timestamp with time zone NOT NULL,
	"clock_out" timestamp with time zone,
	"clock_in_check" boolean DEFAULT false NOT NULL,
	"clock_out_check" boolean DEFAULT false NOT NULL,
	"start_km" double precision,
	"end_km" double precision,
	"report" text,
	"file_id" uuid,
	"in_latitude" double precision,
	"in_longitude" double precision,
	"request_id" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
CREATE TABLE "public_holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"date" text NOT NULL,
	"name" text NOT NULL,
	"source" text DEFAULT 'added' NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
CREATE TABLE "shift_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"shift_roster_id" uuid NOT NULL,
	"urgent_matters" text,
	"medication_given" text,
	"medication_signed" text,
	"medication_available" text,
	"medicatio_errors" text,
	"is_meal_management_plan" boolean,
	"details_if_not_meal_maganement_plan" text,
	"is_drinking_problem" boolean,
	"details_if_problem_exist" text,
	"is_health_issues" boolean,
	"details_if_health_issues_exist" text,
	"goal_progress" text NOT NULL,
	"contact_family" text,
	"is_incident" boolean,
	"details_if_is_incident" text,
	"is_behaviour_concerned" boolean,
	"details_if_is_behaviour_concerned" text,
	"is_signed" boolean DEFAULT false NOT NULL,
	"signed_at" timestamp with time zone,
	"signed_by_staff_id" uuid,
	"request_id" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "state" text DEFAULT 'NSW' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "day_start" text DEFAULT '06:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "evening_start" text DEFAULT '20:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "clock_in_radius_metres" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "clock_in_mode" text DEFAULT 'warn' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "holiday_seeded_years" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "clock_in_device_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "clock_in_received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "clock_out_device_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "clock_out_received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "clock_in_request_id" text;--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "clock_out_request_id" text;--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "clock_in_location" text;--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "clock_out_location" text;--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "clock_in_distance_metres" integer;--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "clock_out_distance_metres" integer;--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "device_time_off" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_splits" ADD CONSTRAINT "attendance_splits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_splits" ADD CONSTRAINT "attendance_splits_attendance_id_attendances_id_fk" FOREIGN KEY ("attendance_id") REFERENCES "public"."attendances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_reports" ADD CONSTRAINT "daily_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_reports" ADD CONSTRAINT "daily_reports_staff_id_staffs_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staffs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_reports" ADD CONSTRAINT "daily_reports_administrator_id_administrators_id_fk" FOREIGN KEY ("administrator_id") REFERENCES "public"."administrators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_holidays" ADD CONSTRAINT "public_holidays_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_reports" ADD CONSTRAINT "shift_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_reports" ADD CONSTRAINT "shift_reports_shift_roster_id_shift_rosters_id_fk" FOREIGN KEY ("shift_roster_id") REFERENCES "public"."shift_rosters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_splits_attendance_idx" ON "attendance_splits" USING btree ("attendance_id");--> statement-breakpoint
CREATE INDEX "attendance_splits_company_in_idx" ON "attendance_splits" USING btree ("company_id","clock_in");--> statement-breakpoint
CREATE INDEX "daily_reports_company_in_idx" ON "daily_reports" USING btree ("company_id","author_kind","clock_in");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_reports_request_unique" ON "daily_reports" USING btree ("company_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "public_holidays_company_date_unique" ON "public_holidays" USING btree ("company_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "shift_reports_shift_unique" ON "shift_reports" USING btree ("shift_roster_id");--> statement-breakpoint
CREATE INDEX "shift_reports_company_created_idx" ON "shift_reports" USING btree ("company_id","date_created");