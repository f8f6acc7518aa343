-- Decision 071: staff training a business lists, checked by an admin against its document.
-- One row per training or certificate. Only 'verified' rows whose expiry has not passed (read
-- against the current date, never stored) show on the public page and count for the search
-- filter visit=trained-staff. document_key is the stored_files id of its private document
-- (bucket provider-verification, folder staff-training/{provider id}), never a URL.
CREATE TABLE "staff_trainings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" integer NOT NULL REFERENCES "providers"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"issuer" text NOT NULL,
	"completed_on" date NOT NULL,
	"expires_on" date,
	"document_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"verified_at" timestamp with time zone,
	"verified_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rejection_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_trainings_status_check" CHECK ("status" IN ('pending', 'verified', 'rejected')),
	CONSTRAINT "staff_trainings_dates_check" CHECK ("expires_on" IS NULL OR "expires_on" > "completed_on")
);--> statement-breakpoint
CREATE INDEX "staff_trainings_provider_idx" ON "staff_trainings" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "staff_trainings_pending_idx" ON "staff_trainings" USING btree ("created_at", "id") WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "staff_trainings_verified_provider_idx" ON "staff_trainings" USING btree ("provider_id", "expires_on") WHERE "status" = 'verified';--> statement-breakpoint
ALTER TABLE "moderation_logs" DROP CONSTRAINT "moderation_logs_action_check";--> statement-breakpoint
ALTER TABLE "moderation_logs" ADD CONSTRAINT "moderation_logs_action_check" CHECK ("moderation_logs"."action" IN ('approve', 'reject', 'request_documents', 'revoke', 'activate', 'deactivate', 'approve_practitioner', 'reject_practitioner', 'revoke_practitioner', 'update_promotion', 'link_user', 'approve_photo', 'reject_photo', 'resolve_report', 'dismiss_report', 'merge_places', 'keep_places_apart', 'verify_staff_training', 'reject_staff_training'));--> statement-breakpoint
ALTER TABLE "moderation_logs" DROP CONSTRAINT "moderation_logs_target_type_check";--> statement-breakpoint
ALTER TABLE "moderation_logs" ADD CONSTRAINT "moderation_logs_target_type_check" CHECK ("moderation_logs"."target_type" IN ('review', 'provider', 'photo', 'report', 'staff_training'));
