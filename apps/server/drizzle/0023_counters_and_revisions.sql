CREATE TABLE "incident_counters" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"next_incident_no" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "participant_forms" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "incident_counters" ADD CONSTRAINT "incident_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Data copy (written by hand): each company's counter starts after its highest incident number.
INSERT INTO "incident_counters" ("company_id", "next_incident_no")
SELECT "company_id", max("incident_no") + 1 FROM "incidents" GROUP BY "company_id";
