-- Decision 037: a replaced verification document's file is deleted once its replacement commits;
-- its stored_files row stays as the audit record (who, when, type, size, SHA-256) and still counts
-- towards the upload quotas, so deleting files never gives quota back.
ALTER TABLE "stored_files" ADD COLUMN "sha256" text;
--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "removed_at" timestamp with time zone;
