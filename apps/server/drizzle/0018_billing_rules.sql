DROP INDEX "claim_batch_lines_live_unique";--> statement-breakpoint
ALTER TABLE "support_schedules" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_schedules" ADD COLUMN "accepted_by" text;--> statement-breakpoint
-- Lines already on a schedule priced invoices before the rule: they stay accepted.
UPDATE "support_schedules" SET "accepted_at" = "date_created", "accepted_by" = 'before the office-acceptance rule';--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "billed_duration_ticks" bigint;--> statement-breakpoint
-- Lines made before delivered-against-agreed billed the agreed time.
UPDATE "invoice_lines" SET "billed_duration_ticks" = "agreed_duration_ticks";--> statement-breakpoint
ALTER TABLE "invoice_lines" ALTER COLUMN "billed_duration_ticks" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "short_delivery" text;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "short_delivery_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "claim_batch_lines_live_unique" ON "claim_batch_lines" USING btree ("invoice_line_id") WHERE "claim_batch_lines"."status" not in ('Rejected', 'Withdrawn');
