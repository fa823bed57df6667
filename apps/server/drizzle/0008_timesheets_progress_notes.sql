CREATE TABLE "progress_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"shift_roster_id" uuid,
	"attendance_id" uuid,
	"staff_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"report" text,
	"progress" text,
	"follow_up" text,
	"is_completed" boolean DEFAULT false NOT NULL,
	"image_file_id" uuid,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
CREATE TABLE "timesheet_send_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"from_date" timestamp with time zone NOT NULL,
	"to_date" timestamp with time zone NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
CREATE TABLE "timesheets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"from_date" timestamp with time zone NOT NULL,
	"to_date" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"sent_by" text,
	"responded_at" timestamp with time zone,
	"response_note" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
ALTER TABLE "attendance_splits" ADD COLUMN "adjustment_reason" text;--> statement-breakpoint
ALTER TABLE "attendance_splits" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attendance_splits" ADD COLUMN "status_changed_by" text;--> statement-breakpoint
ALTER TABLE "progress_notes" ADD CONSTRAINT "progress_notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_notes" ADD CONSTRAINT "progress_notes_shift_roster_id_shift_rosters_id_fk" FOREIGN KEY ("shift_roster_id") REFERENCES "public"."shift_rosters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_notes" ADD CONSTRAINT "progress_notes_attendance_id_attendances_id_fk" FOREIGN KEY ("attendance_id") REFERENCES "public"."attendances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_notes" ADD CONSTRAINT "progress_notes_staff_id_staffs_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staffs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_notes" ADD CONSTRAINT "progress_notes_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_notes" ADD CONSTRAINT "progress_notes_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_send_logs" ADD CONSTRAINT "timesheet_send_logs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheets" ADD CONSTRAINT "timesheets_staff_id_staffs_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staffs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "progress_notes_shift_client_unique" ON "progress_notes" USING btree ("shift_roster_id","profile_id");--> statement-breakpoint
CREATE INDEX "progress_notes_company_date_idx" ON "progress_notes" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "progress_notes_staff_idx" ON "progress_notes" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "progress_notes_profile_idx" ON "progress_notes" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "timesheet_send_logs_company_idx" ON "timesheet_send_logs" USING btree ("company_id","date_created");--> statement-breakpoint
CREATE UNIQUE INDEX "timesheets_staff_period_unique" ON "timesheets" USING btree ("company_id","staff_id","from_date","to_date");--> statement-breakpoint
CREATE INDEX "timesheets_company_from_idx" ON "timesheets" USING btree ("company_id","from_date");