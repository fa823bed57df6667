ALTER TABLE "attendances" ADD COLUMN "unpaid_break_minutes" integer;--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "unpaid_breaks" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "attendances" ADD COLUMN "active_periods" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shift_rosters" ADD COLUMN "is_broken_shift" boolean DEFAULT false NOT NULL;