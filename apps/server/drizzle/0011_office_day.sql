ALTER TABLE "attendances" ADD COLUMN "left_early_reason" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "pay_period" text DEFAULT 'fortnightly' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "pay_period_anchor" text DEFAULT '2026-01-05' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "kilometres_at_clock_out" text DEFAULT 'whenDriven' NOT NULL;