CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"message_id" text,
	"target_type" text,
	"target_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" IN ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "moderation_logs" DROP CONSTRAINT "moderation_logs_action_check";--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "location_count" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "submitted_by_user_id" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "consent_verification" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "accommodations_declared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "practitioner_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "upload_tokens" ADD COLUMN "used_by" text;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "mail_outbox_target_idx" ON "mail_outbox" USING btree ("target_type","target_id");--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_submitted_by_user_id_users_id_fk" FOREIGN KEY ("submitted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_tokens" ADD CONSTRAINT "upload_tokens_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_logs_created_idx" ON "moderation_logs" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "providers_submitted_by_idx" ON "providers" USING btree ("submitted_by_user_id");--> statement-breakpoint
ALTER TABLE "moderation_logs" ADD CONSTRAINT "moderation_logs_action_check" CHECK ("moderation_logs"."action" IN ('approve', 'reject', 'request_documents', 'revoke', 'activate', 'deactivate', 'approve_practitioner', 'reject_practitioner', 'revoke_practitioner', 'update_promotion', 'link_user'));--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_location_count_check" CHECK ("providers"."location_count" IS NULL OR "providers"."location_count" IN ('1-9 locations', '10+ locations'));--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_description_length_check" CHECK ("providers"."description" IS NULL OR char_length("providers"."description") <= 1000);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_practitioner_status_check" CHECK ("reviews"."practitioner_status" IN ('pending', 'approved', 'rejected', 'revoked'));