CREATE TABLE "attendances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"shift_roster_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"clock_in" timestamp with time zone NOT NULL,
	"clock_out" timestamp with time zone,
	"start_km" double precision,
	"end_km" double precision,
	"report" text,
	"image_file_id" uuid,
	"in_latitude" double precision,
	"in_longitude" double precision,
	"out_latitude" double precision,
	"out_longitude" double precision,
	"clock_in_check" boolean DEFAULT false NOT NULL,
	"clock_out_check" boolean DEFAULT false NOT NULL,
	"source" text DEFAULT 'clock' NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
CREATE TABLE "open_shift_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"shift_roster_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
CREATE TABLE "shift_roster_clients" (
	"shift_roster_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shift_roster_clients_shift_roster_id_profile_id_pk" PRIMARY KEY("shift_roster_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "shift_rosters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"staff_id" uuid,
	"date_from" timestamp with time zone NOT NULL,
	"date_to" timestamp with time zone NOT NULL,
	"activities" text,
	"description" text,
	"appointment" text,
	"is_night_shift" boolean DEFAULT false NOT NULL,
	"is_exceptional_shift" boolean DEFAULT false NOT NULL,
	"status" text,
	"reason" text,
	"series_id" uuid,
	"repeat" boolean DEFAULT false NOT NULL,
	"sunday" boolean DEFAULT false NOT NULL,
	"monday" boolean DEFAULT false NOT NULL,
	"tuesday" boolean DEFAULT false NOT NULL,
	"wednesday" boolean DEFAULT false NOT NULL,
	"thursday" boolean DEFAULT false NOT NULL,
	"friday" boolean DEFAULT false NOT NULL,
	"saturday" boolean DEFAULT false NOT NULL,
	"stop_date" text,
	"cancellation_requested_by" uuid,
	"cancellation_requested_at" timestamp with time zone,
	"cancelled_by" text,
	"cancellation_date" timestamp with time zone,
	"notice_minutes" integer,
	"is_short_notice" boolean,
	"cancellation_reason_code" text,
	"overridden_findings" jsonb,
	"override_reason" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
CREATE TABLE "staff_availabilities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"days" text NOT NULL,
	"from_time_of_day" text NOT NULL,
	"to_time_of_day" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
CREATE TABLE "user_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"shift_roster_id" uuid,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_read" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_shift_roster_id_shift_rosters_id_fk" FOREIGN KEY ("shift_roster_id") REFERENCES "public"."shift_rosters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendances" ADD CONSTRAINT "attendances_staff_id_staffs_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staffs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_shift_requests" ADD CONSTRAINT "open_shift_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_shift_requests" ADD CONSTRAINT "open_shift_requests_shift_roster_id_shift_rosters_id_fk" FOREIGN KEY ("shift_roster_id") REFERENCES "public"."shift_rosters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_shift_requests" ADD CONSTRAINT "open_shift_requests_staff_id_staffs_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staffs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_roster_clients" ADD CONSTRAINT "shift_roster_clients_shift_roster_id_shift_rosters_id_fk" FOREIGN KEY ("shift_roster_id") REFERENCES "public"."shift_rosters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_roster_clients" ADD CONSTRAINT "shift_roster_clients_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_roster_clients" ADD CONSTRAINT "shift_roster_clients_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_rosters" ADD CONSTRAINT "shift_rosters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_rosters" ADD CONSTRAINT "shift_rosters_staff_id_staffs_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staffs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_availabilities" ADD CONSTRAINT "staff_availabilities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_availabilities" ADD CONSTRAINT "staff_availabilities_staff_id_staffs_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staffs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notices" ADD CONSTRAINT "user_notices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notices" ADD CONSTRAINT "user_notices_shift_roster_id_shift_rosters_id_fk" FOREIGN KEY ("shift_roster_id") REFERENCES "public"."shift_rosters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendances_shift_staff_unique" ON "attendances" USING btree ("shift_roster_id","staff_id");--> statement-breakpoint
CREATE INDEX "attendances_company_in_idx" ON "attendances" USING btree ("company_id","clock_in");--> statement-breakpoint
CREATE UNIQUE INDEX "open_shift_requests_unique" ON "open_shift_requests" USING btree ("shift_roster_id","staff_id");--> statement-breakpoint
CREATE INDEX "open_shift_requests_company_idx" ON "open_shift_requests" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "shift_roster_clients_profile_idx" ON "shift_roster_clients" USING btree ("company_id","profile_id");--> statement-breakpoint
CREATE INDEX "shift_rosters_company_from_idx" ON "shift_rosters" USING btree ("company_id","date_from");--> statement-breakpoint
CREATE INDEX "shift_rosters_staff_from_idx" ON "shift_rosters" USING btree ("company_id","staff_id","date_from");--> statement-breakpoint
CREATE INDEX "shift_rosters_series_idx" ON "shift_rosters" USING btree ("series_id");--> statement-breakpoint
CREATE INDEX "staff_availabilities_staff_idx" ON "staff_availabilities" USING btree ("company_id","staff_id");--> statement-breakpoint
CREATE INDEX "user_notices_user_idx" ON "user_notices" USING btree ("company_id","user_id") WHERE "user_notices"."date_read" is null;