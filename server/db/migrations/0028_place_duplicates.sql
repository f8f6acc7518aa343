-- Decision 063: doubtful duplicate places, merges and what a removed listing still leads to.
-- A pair of listings that may be one place (found by the registry import: the same name in the
-- same ZIP code, or the same phone or address under a similar name), waiting in the admin panel's
-- duplicates tab until an admin merges it or keeps the two apart; a pair kept apart is never
-- proposed again (one row per pair, smaller id first).
CREATE TABLE "place_duplicate_pairs" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_provider_id" integer NOT NULL REFERENCES "providers"("id") ON DELETE CASCADE,
	"second_provider_id" integer NOT NULL REFERENCES "providers"("id") ON DELETE CASCADE,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" text REFERENCES "users"("id") ON DELETE SET NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "place_duplicate_pairs_order_check" CHECK ("first_provider_id" < "second_provider_id"),
	CONSTRAINT "place_duplicate_pairs_reason_check" CHECK ("reason" IN ('name_zip', 'phone', 'address')),
	CONSTRAINT "place_duplicate_pairs_status_check" CHECK ("status" IN ('open', 'kept_apart'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "place_duplicate_pairs_pair_idx" ON "place_duplicate_pairs" USING btree ("first_provider_id", "second_provider_id");--> statement-breakpoint
CREATE INDEX "place_duplicate_pairs_second_idx" ON "place_duplicate_pairs" USING btree ("second_provider_id");--> statement-breakpoint
CREATE INDEX "place_duplicate_pairs_open_idx" ON "place_duplicate_pairs" USING btree ("id") WHERE "status" = 'open';--> statement-breakpoint
-- A listing merged into another: where its address now leads, the registry record it stood for
-- (so a re-import finds the survivor instead of adding it again) and its row as it was.
CREATE TABLE "place_merges" (
	"removed_provider_id" integer PRIMARY KEY NOT NULL,
	"survivor_provider_id" integer NOT NULL REFERENCES "providers"("id") ON DELETE CASCADE,
	"source" text,
	"external_id" text,
	"removed" jsonb NOT NULL,
	"merged_by" text REFERENCES "users"("id") ON DELETE SET NULL,
	"merged_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "place_merges_survivor_idx" ON "place_merges" USING btree ("survivor_provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "place_merges_source_external_id_idx" ON "place_merges" USING btree ("source", "external_id") WHERE "source" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "moderation_logs" DROP CONSTRAINT "moderation_logs_action_check";--> statement-breakpoint
ALTER TABLE "moderation_logs" ADD CONSTRAINT "moderation_logs_action_check" CHECK ("moderation_logs"."action" IN ('approve', 'reject', 'request_documents', 'revoke', 'activate', 'deactivate', 'approve_practitioner', 'reject_practitioner', 'revoke_practitioner', 'update_promotion', 'link_user', 'approve_photo', 'reject_photo', 'resolve_report', 'dismiss_report', 'merge_places', 'keep_places_apart'));
