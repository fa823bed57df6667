ALTER TABLE "user_messages" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "policy_documents" ADD COLUMN "file_id" uuid;--> statement-breakpoint
ALTER TABLE "staff_trainings" ADD COLUMN "expiry_alerts_sent" text[] DEFAULT '{}'::text[] NOT NULL;