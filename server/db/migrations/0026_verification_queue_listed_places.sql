-- Decision 061: a place listed from a public registry (0025) that nobody has claimed or asked to
-- verify is not waiting for the team: the verification queue's indexes hold only the places that
-- are (a full NPPES load would otherwise put millions of rows in the admins' queue). The predicate
-- is the one server/features/verification/verification-queue-rows.ts writes, word for word, so the
-- planner can use these partial indexes.
DROP INDEX IF EXISTS "providers_verification_queue_idx";--> statement-breakpoint
CREATE INDEX "providers_verification_queue_idx" ON "providers" USING btree ("verification_status","created_at","id") WHERE ("source" IS NULL OR "registry_linked" OR "submitted_by_user_id" IS NOT NULL OR "business_admin_user_id" IS NOT NULL OR "verification_requested_at" IS NOT NULL);--> statement-breakpoint
CREATE INDEX "providers_verification_state_idx" ON "providers" USING btree ("state","verification_status","created_at","id") WHERE ("source" IS NULL OR "registry_linked" OR "submitted_by_user_id" IS NOT NULL OR "business_admin_user_id" IS NOT NULL OR "verification_requested_at" IS NOT NULL);
