CREATE TABLE "needs_cards" (
	"user_id" text PRIMARY KEY NOT NULL,
	"accommodations" text[] DEFAULT '{}'::text[] NOT NULL,
	"note" text,
	"communication" text,
	"display_name" text,
	"share_token_hash" text,
	"shared_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "needs_cards_share_token_hash_unique" UNIQUE("share_token_hash")
);
--> statement-breakpoint
CREATE TABLE "provider_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" integer NOT NULL,
	"large_file_id" uuid NOT NULL,
	"small_file_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt_text" text NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"moderator_notes" text,
	"uploaded_by" text,
	"moderated_by" text,
	"moderated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_photos_status_check" CHECK ("provider_photos"."status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "provider_photos_alt_length_check" CHECK (char_length("provider_photos"."alt_text") BETWEEN 1 AND 300),
	CONSTRAINT "provider_photos_caption_length_check" CHECK (char_length("provider_photos"."caption") <= 500)
);
--> statement-breakpoint
CREATE TABLE "provider_profile_stats" (
	"provider_id" integer PRIMARY KEY NOT NULL,
	"evidence" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"heads_up" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"visit_grid" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"visit_count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_helpful_votes" (
	"review_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_helpful_votes_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"reporter_user_id" text,
	"reason" text NOT NULL,
	"details" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"resolution_notes" text,
	CONSTRAINT "review_reports_reason_check" CHECK ("review_reports"."reason" IN ('spam', 'abuse', 'misleading')),
	CONSTRAINT "review_reports_status_check" CHECK ("review_reports"."status" IN ('open', 'dismissed', 'actioned')),
	CONSTRAINT "review_reports_details_length_check" CHECK ("review_reports"."details" IS NULL OR char_length("review_reports"."details") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "zip_centroids" (
	"zip" text PRIMARY KEY NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"city" text,
	"state" text
);
--> statement-breakpoint
ALTER TABLE "moderation_logs" DROP CONSTRAINT "moderation_logs_action_check";--> statement-breakpoint
ALTER TABLE "moderation_logs" DROP CONSTRAINT "moderation_logs_target_type_check";--> statement-breakpoint
ALTER TABLE "stored_files" DROP CONSTRAINT "stored_files_bucket_check";--> statement-breakpoint
ALTER TABLE "stored_files" DROP CONSTRAINT "stored_files_type_check";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "calm_mode" boolean;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "visit_day" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "visit_time" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "busyness" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "heads_up" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "heads_up_other" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "helpful_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "needs_cards" ADD CONSTRAINT "needs_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_photos" ADD CONSTRAINT "provider_photos_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_photos" ADD CONSTRAINT "provider_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_photos" ADD CONSTRAINT "provider_photos_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_profile_stats" ADD CONSTRAINT "provider_profile_stats_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD CONSTRAINT "review_helpful_votes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD CONSTRAINT "review_helpful_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_photos_provider_idx" ON "provider_photos" USING btree ("provider_id","status","position");--> statement-breakpoint
CREATE INDEX "provider_photos_queue_idx" ON "provider_photos" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "review_helpful_votes_user_idx" ON "review_helpful_votes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_one_per_reporter" ON "review_reports" USING btree ("review_id","reporter_user_id");--> statement-breakpoint
CREATE INDEX "review_reports_status_created_idx" ON "review_reports" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_provider_published_idx" ON "reviews" USING btree ("provider_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "reviews_provider_helpful_idx" ON "reviews" USING btree ("provider_id","helpful_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."status" = 'approved';--> statement-breakpoint
ALTER TABLE "moderation_logs" ADD CONSTRAINT "moderation_logs_action_check" CHECK ("moderation_logs"."action" IN ('approve', 'reject', 'request_documents', 'revoke', 'activate', 'deactivate', 'approve_practitioner', 'reject_practitioner', 'revoke_practitioner', 'update_promotion', 'link_user', 'approve_photo', 'reject_photo', 'resolve_report', 'dismiss_report'));--> statement-breakpoint
ALTER TABLE "moderation_logs" ADD CONSTRAINT "moderation_logs_target_type_check" CHECK ("moderation_logs"."target_type" IN ('review', 'provider', 'photo', 'report'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_visit_day_check" CHECK ("reviews"."visit_day" IS NULL OR "reviews"."visit_day" BETWEEN 0 AND 6);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_visit_time_check" CHECK ("reviews"."visit_time" IS NULL OR "reviews"."visit_time" IN ('morning', 'midday', 'afternoon', 'evening'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_busyness_check" CHECK ("reviews"."busyness" IS NULL OR "reviews"."busyness" BETWEEN 1 AND 5);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_helpful_count_check" CHECK ("reviews"."helpful_count" >= 0);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_heads_up_check" CHECK ("reviews"."heads_up" <@ ARRAY['sudden_loud_sounds', 'beeping_machines', 'hand_dryers', 'strong_smells', 'flickering_lights', 'crowds', 'long_waits', 'other']::text[]);--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_bucket_check" CHECK ("stored_files"."bucket" IN ('review-verification', 'provider-verification', 'provider-photos'));--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_type_check" CHECK ("stored_files"."content_type" IN ('application/pdf', 'image/jpeg', 'image/png', 'image/webp'));