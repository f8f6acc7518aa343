CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"provider_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_user_id" text,
	"admin_email" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"admin_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_logs_action_check" CHECK ("moderation_logs"."action" IN ('approve', 'reject', 'request_documents', 'revoke', 'activate', 'deactivate')),
	CONSTRAINT "moderation_logs_target_type_check" CHECK ("moderation_logs"."target_type" IN ('review', 'provider'))
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text,
	"full_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"zip_code" text,
	"accommodations" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"location" text DEFAULT 'Location not specified' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"contact_phone" text,
	"contact_email" text,
	"website" text,
	"accommodations" text DEFAULT '' NOT NULL,
	"business_hours" text,
	"review_count" integer DEFAULT 0 NOT NULL,
	"total_review_count" integer DEFAULT 0 NOT NULL,
	"average_rating" numeric(3, 2),
	"family_feedback" text,
	"verification_status" text DEFAULT 'unverified' NOT NULL,
	"verification_document_url" text,
	"verification_notes" text,
	"verification_requested_at" timestamp with time zone,
	"verification_requested_by" text,
	"verified_at" timestamp with time zone,
	"accommodation_status" text DEFAULT 'pending' NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"business_admin_user_id" text,
	"verified_percentage" integer DEFAULT 0 NOT NULL,
	"promotion_tier" text DEFAULT 'basic' NOT NULL,
	"promotion_status" text DEFAULT 'inactive' NOT NULL,
	"monthly_promotion_fee" numeric(10, 2) DEFAULT 0 NOT NULL,
	"promotion_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sensory_match_score" integer DEFAULT 0 NOT NULL,
	"is_community_verified" boolean DEFAULT false NOT NULL,
	"is_trusted_ally" boolean DEFAULT false NOT NULL,
	"tier_rank" integer GENERATED ALWAYS AS (CASE WHEN promotion_status = 'active' AND promotion_tier = 'premium' THEN 2 WHEN promotion_status = 'active' AND promotion_tier = 'enhanced' THEN 1 ELSE 0 END) STORED,
	"search_text" text GENERATED ALWAYS AS (lower(name || ' ' || category || ' ' || location || ' ' || zip_code)) STORED,
	CONSTRAINT "providers_verification_status_check" CHECK ("providers"."verification_status" IN ('unverified', 'pending', 'verified', 'rejected')),
	CONSTRAINT "providers_accommodation_status_check" CHECK ("providers"."accommodation_status" IN ('pending', 'verified', 'rejected')),
	CONSTRAINT "providers_promotion_tier_check" CHECK ("providers"."promotion_tier" IN ('basic', 'enhanced', 'premium')),
	CONSTRAINT "providers_promotion_status_check" CHECK ("providers"."promotion_status" IN ('active', 'inactive')),
	CONSTRAINT "providers_verified_percentage_check" CHECK ("providers"."verified_percentage" BETWEEN 0 AND 100),
	CONSTRAINT "providers_average_rating_check" CHECK ("providers"."average_rating" IS NULL OR "providers"."average_rating" BETWEEN 1 AND 5),
	CONSTRAINT "providers_fee_check" CHECK ("providers"."monthly_promotion_fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text,
	"provider_id" integer,
	"user_id" text,
	"reviewer_name" text DEFAULT 'Anonymous' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"overall_rating" integer NOT NULL,
	"review_text" text NOT NULL,
	"sensory_ratings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sensory_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"custom_sensory_feature" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"verification_document_url" text,
	"verification_document_type" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"moderator_notes" text,
	"moderated_by" text,
	"moderated_at" timestamp with time zone,
	"accommodation_notes" text,
	"practitioner_approved" boolean DEFAULT false NOT NULL,
	"verified_accommodations" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "reviews_overall_rating_check" CHECK ("reviews"."overall_rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_role_check" CHECK ("user_roles"."role" IN ('admin', 'moderator', 'business_admin'))
);
--> statement-breakpoint
CREATE TABLE "business_signup_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_signup_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "mail_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_log_status_check" CHECK ("mail_log"."status" IN ('sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"owner_user_id" text,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_bucket_check" CHECK ("stored_files"."bucket" IN ('review-verification', 'provider-verification')),
	CONSTRAINT "stored_files_type_check" CHECK ("stored_files"."content_type" IN ('application/pdf', 'image/jpeg', 'image/png')),
	CONSTRAINT "stored_files_size_check" CHECK ("stored_files"."size_bytes" BETWEEN 1 AND 5242880)
);
--> statement-breakpoint
CREATE TABLE "upload_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_logs" ADD CONSTRAINT "moderation_logs_admin_user_id_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_business_admin_user_id_users_id_fk" FOREIGN KEY ("business_admin_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_signup_tokens" ADD CONSTRAINT "business_signup_tokens_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_signup_tokens" ADD CONSTRAINT "business_signup_tokens_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_signup_tokens" ADD CONSTRAINT "business_signup_tokens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_tokens" ADD CONSTRAINT "upload_tokens_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_tokens" ADD CONSTRAINT "upload_tokens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_user_provider_unique" ON "favorites" USING btree ("user_id","provider_id");--> statement-breakpoint
CREATE INDEX "moderation_logs_target_idx" ON "moderation_logs" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "profiles_email_idx" ON "profiles" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "providers_search_text_trgm_idx" ON "providers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "providers_ranking_idx" ON "providers" USING btree ("tier_rank" DESC NULLS LAST,"verified_percentage" DESC NULLS LAST,"name");--> statement-breakpoint
CREATE INDEX "providers_verification_queue_idx" ON "providers" USING btree ("verification_status","created_at");--> statement-breakpoint
CREATE INDEX "providers_business_admin_idx" ON "providers" USING btree ("business_admin_user_id");--> statement-breakpoint
CREATE INDEX "providers_contact_email_idx" ON "providers" USING btree (lower("contact_email"));--> statement-breakpoint
CREATE INDEX "providers_promoted_idx" ON "providers" USING btree ("monthly_promotion_fee" DESC NULLS LAST) WHERE "providers"."promotion_tier" <> 'basic';--> statement-breakpoint
CREATE INDEX "reviews_status_created_idx" ON "reviews" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_provider_status_idx" ON "reviews" USING btree ("provider_id","status");--> statement-breakpoint
CREATE INDEX "reviews_user_status_idx" ON "reviews" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "reviews_practitioner_idx" ON "reviews" USING btree ("created_at" DESC NULLS LAST) WHERE coalesce("reviews"."accommodation_notes", '') <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_live_per_user_provider" ON "reviews" USING btree ("user_id","provider_id") WHERE "reviews"."status" IN ('pending', 'approved');--> statement-breakpoint
CREATE UNIQUE INDEX "user_roles_user_role_unique" ON "user_roles" USING btree ("user_id","role");--> statement-breakpoint
CREATE INDEX "business_signup_tokens_provider_idx" ON "business_signup_tokens" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "mail_log_created_idx" ON "mail_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stored_files_owner_idx" ON "stored_files" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "stored_files_bucket_key_idx" ON "stored_files" USING btree ("bucket","key");--> statement-breakpoint
CREATE INDEX "upload_tokens_provider_idx" ON "upload_tokens" USING btree ("provider_id");