-- A number's held posts of the day: lead intake stores a number's first held post whatever its address sent,
-- and answers its repeats past the cap with the one on file.
CREATE INDEX "held_leads_contact_created_idx" ON "held_leads" USING btree ("contact","created_at");