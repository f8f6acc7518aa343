-- Decision 038: providers.verification_requested_by names a user (the uploader, or the admin who
-- asked for documents) but had no foreign key, so deleting the account left its id behind.
-- Values that name no account any more are cleared first, so the constraint can be added.
UPDATE "providers" SET "verification_requested_by" = NULL
 WHERE "verification_requested_by" IS NOT NULL
   AND NOT EXISTS (SELECT 1 FROM "users" WHERE "users"."id" = "providers"."verification_requested_by");
--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_verification_requested_by_users_id_fk" FOREIGN KEY ("verification_requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "providers_verification_requested_by_idx" ON "providers" USING btree ("verification_requested_by") WHERE "verification_requested_by" IS NOT NULL;
