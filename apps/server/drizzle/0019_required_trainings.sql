ALTER TABLE "companies" ADD COLUMN "training_roster_check" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "required_trainings" jsonb;