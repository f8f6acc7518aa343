-- Issue 25 item 4, decision 046 (docs/performance.md "Admin queues"): the admin queues' searches
-- ILIKE '%q%' one column per OR arm; a trigram index on each column lets PostgreSQL combine
-- bitmap index scans (BitmapOr) instead of reading every queued row. Businesses are indexed
-- whole: the review and photo queues search the business of any status, the verification queue
-- the queued ones (the status is then a recheck on few rows).
CREATE INDEX IF NOT EXISTS "providers_name_trgm_idx" ON "providers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "providers_contact_email_trgm_idx" ON "providers" USING gin ("contact_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "providers_location_trgm_idx" ON "providers" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
-- Pending reviews only: the reviewer's name. (A review without a listing is found by
-- reviews_provider_status_idx on provider_id IS NULL; the account e-mail's lookup reads the
-- users table, whose seq scan PostgreSQL prefers to a trigram index at 20,000 accounts.)
CREATE INDEX IF NOT EXISTS "reviews_pending_reviewer_trgm_idx" ON "reviews" USING gin ("reviewer_name" gin_trgm_ops) WHERE "status" = 'pending';--> statement-breakpoint
-- The verification queue by name: the queued providers in name order.
CREATE INDEX IF NOT EXISTS "providers_verification_name_idx" ON "providers" USING btree ("name", "id") WHERE "verification_status" IN ('pending', 'unverified');
