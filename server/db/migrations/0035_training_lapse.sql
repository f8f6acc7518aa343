-- Decision 072: a verified staff training passing its expiry is a change its place's followers
-- hear of, once. lapse_noted_at is set by the same statement that records the change, so of
-- several processes running the hourly job only one records it; an edit of the expiry clears it.
ALTER TABLE "staff_trainings" ADD COLUMN "lapse_noted_at" timestamp with time zone;--> statement-breakpoint
-- Trainings already past their expiry are old news: marked noted, never sent.
UPDATE "staff_trainings" SET "lapse_noted_at" = now()
	WHERE "status" = 'verified' AND "expires_on" < (now() AT TIME ZONE 'UTC')::date;--> statement-breakpoint
CREATE INDEX "staff_trainings_lapse_due_idx" ON "staff_trainings" USING btree ("expires_on")
	WHERE "status" = 'verified' AND "lapse_noted_at" IS NULL AND "expires_on" IS NOT NULL;
