-- Decision 069: asking a business without a phone call. A thread belongs to one member and one
-- provider; its messages go both ways; either side may report it, and only then may moderators
-- read it. A quota table counts new threads and messages per account and window, raised in one
-- statement so two requests at once cannot both pass the limit. A business's booking link and
-- text-message number sit in a table of their own beside providers.
CREATE TABLE "visit_threads" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL REFERENCES "providers"("id") ON DELETE CASCADE,
	"member_user_id" text NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"preferred_days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"preferred_times" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"slot_preference" text,
	"share_email" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"member_read_at" timestamp with time zone,
	"business_read_at" timestamp with time zone,
	CONSTRAINT "visit_threads_kind_check" CHECK ("kind" IN ('question', 'appointment')),
	CONSTRAINT "visit_threads_slot_check" CHECK ("slot_preference" IS NULL OR "slot_preference" IN ('first', 'last', 'either'))
);--> statement-breakpoint
CREATE INDEX "visit_threads_member_idx" ON "visit_threads" USING btree ("member_user_id", "last_message_at" DESC);--> statement-breakpoint
CREATE INDEX "visit_threads_provider_idx" ON "visit_threads" USING btree ("provider_id", "last_message_at" DESC);--> statement-breakpoint
CREATE TABLE "visit_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"thread_id" integer NOT NULL REFERENCES "visit_threads"("id") ON DELETE CASCADE,
	"author_side" text NOT NULL,
	"author_user_id" text REFERENCES "users"("id") ON DELETE SET NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_messages_side_check" CHECK ("author_side" IN ('member', 'business')),
	CONSTRAINT "visit_messages_body_length_check" CHECK (char_length("body") BETWEEN 1 AND 2000)
);--> statement-breakpoint
CREATE INDEX "visit_messages_thread_idx" ON "visit_messages" USING btree ("thread_id", "id");--> statement-breakpoint
CREATE TABLE "visit_thread_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"thread_id" integer NOT NULL REFERENCES "visit_threads"("id") ON DELETE CASCADE,
	"reporter_user_id" text REFERENCES "users"("id") ON DELETE SET NULL,
	"reporter_side" text NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" text REFERENCES "users"("id") ON DELETE SET NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "visit_thread_reports_side_check" CHECK ("reporter_side" IN ('member', 'business')),
	CONSTRAINT "visit_thread_reports_reason_check" CHECK ("reason" IN ('spam', 'abuse', 'other')),
	CONSTRAINT "visit_thread_reports_status_check" CHECK ("status" IN ('open', 'closed')),
	CONSTRAINT "visit_thread_reports_details_length_check" CHECK ("details" IS NULL OR char_length("details") <= 1000)
);--> statement-breakpoint
CREATE INDEX "visit_thread_reports_open_idx" ON "visit_thread_reports" USING btree ("thread_id") WHERE "status" = 'open';--> statement-breakpoint
CREATE INDEX "visit_thread_reports_status_created_idx" ON "visit_thread_reports" USING btree ("status", "created_at" DESC);--> statement-breakpoint
CREATE TABLE "visit_message_quota" (
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visit_message_quota_pkey" PRIMARY KEY ("user_id", "kind", "window_start"),
	CONSTRAINT "visit_message_quota_kind_check" CHECK ("kind" IN ('thread', 'member_message', 'business_message'))
);--> statement-breakpoint
CREATE TABLE "provider_contact_options" (
	"provider_id" integer PRIMARY KEY NOT NULL REFERENCES "providers"("id") ON DELETE CASCADE,
	"booking_url" text,
	"text_number" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
