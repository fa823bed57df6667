CREATE UNIQUE INDEX "administrators_company_email_unique" ON "administrators" USING btree ("company_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_company_email_unique" ON "profiles" USING btree ("company_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "staffs_company_email_unique" ON "staffs" USING btree ("company_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "service_providers_company_email_unique" ON "service_providers" USING btree ("company_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "client_referrals_profile_unique" ON "client_referrals" USING btree ("profile_id");