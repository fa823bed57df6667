CREATE TABLE "document_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"alert" text NOT NULL,
	"date_sent" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"document_name" text NOT NULL,
	"file_id" uuid NOT NULL,
	"implementation_date" text NOT NULL,
	"expiration_date" text,
	"status" text DEFAULT 'Pending' NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"reject_reason" text,
	"reject_deadline" text,
	"consent_status" text,
	"user_role" text NOT NULL,
	"user_id" uuid NOT NULL,
	"user" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone,
	"user_created" text,
	"user_modified" text
);
--> statement-breakpoint
ALTER TABLE "document_alerts" ADD CONSTRAINT "document_alerts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_alerts" ADD CONSTRAINT "document_alerts_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_alerts_once" ON "document_alerts" USING btree ("document_id","alert");--> statement-breakpoint
CREATE INDEX "documents_company_idx" ON "documents" USING btree ("company_id","user_role");--> statement-breakpoint
CREATE INDEX "documents_owner_idx" ON "documents" USING btree ("user_id");