ALTER TABLE "administrators" ADD COLUMN "employee_id" text;--> statement-breakpoint
ALTER TABLE "administrators" ADD COLUMN "xerolink" text;