-- A partner sign-up is stored whatever its login id, so its answer never tells whether the id is taken; the
-- admin settles a clash at approval (server/services/admin/approve-partner-application.ts). The index stays for
-- the sign-in lookup of an applicant's applications.
DROP INDEX "partner_applications_login_idx";--> statement-breakpoint
CREATE INDEX "partner_applications_login_idx" ON "partner_applications" USING btree ("login_id");