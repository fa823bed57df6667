ALTER TABLE "incidents" ADD COLUMN "shift_report_id" uuid;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "additions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_shift_report_id_shift_reports_id_fk" FOREIGN KEY ("shift_report_id") REFERENCES "public"."shift_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "incidents_shift_report_unique" ON "incidents" USING btree ("shift_report_id") WHERE "incidents"."shift_report_id" is not null;--> statement-breakpoint
-- Data copy (written by hand): an incident raised by a report's "Incident: Yes" before this link was
-- the first incident of the report's shift; it is linked to that report.
UPDATE "incidents" SET "shift_report_id" = "first"."report_id"
FROM (
  SELECT DISTINCT ON ("i"."shift_roster_id") "i"."id" AS "incident_id", "r"."id" AS "report_id"
  FROM "incidents" "i"
  JOIN "shift_reports" "r" ON "r"."shift_roster_id" = "i"."shift_roster_id" AND "r"."company_id" = "i"."company_id"
  WHERE "r"."is_incident" = true
  ORDER BY "i"."shift_roster_id", "i"."incident_no"
) "first"
WHERE "incidents"."id" = "first"."incident_id";
