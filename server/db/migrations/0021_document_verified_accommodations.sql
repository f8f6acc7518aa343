-- Decision 045: an accommodation is 'Document-verified' only if the listing the admin approved
-- named it. The listing text as it stood at Approve & Verify; later edits leave it alone.
ALTER TABLE "providers" ADD COLUMN "document_verified_accommodations" text;
--> statement-breakpoint
-- Verified providers whose accommodations were not edited after their verification: what they
-- list now is what was approved. An edit after it (or an unknown verification date) leaves
-- nothing document-verified until an admin verifies again.
UPDATE "providers" SET "document_verified_accommodations" = "accommodations"
 WHERE "verification_status" = 'verified' AND "verified_at" IS NOT NULL
   AND ("accommodations_declared_at" IS NULL OR "accommodations_declared_at" <= "verified_at");
