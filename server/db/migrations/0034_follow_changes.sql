-- Decision 072: hear when a saved place changes. The changes that matter to a place's followers,
-- each member's choice (off / immediate / weekly, every favourite or chosen ones), the places
-- followed one by one, and which change has reached which follower (once, by its primary key).
CREATE TABLE "place_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL REFERENCES "providers"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "place_changes_kind_check" CHECK ("kind" IN ('accommodation-added', 'accommodation-removed', 'quiet-hours', 'heads-up', 'verification-lapsed'))
);--> statement-breakpoint
CREATE INDEX "place_changes_provider_idx" ON "place_changes" USING btree ("provider_id", "created_at");--> statement-breakpoint
CREATE TABLE "follow_preferences" (
	"user_id" text PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"mode" text DEFAULT 'weekly' NOT NULL,
	"follow_all_favorites" boolean DEFAULT false NOT NULL,
	"follow_all_since" timestamp with time zone,
	"active_since" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_preferences_mode_check" CHECK ("mode" IN ('off', 'immediate', 'weekly'))
);--> statement-breakpoint
CREATE TABLE "place_follows" (
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"provider_id" integer NOT NULL REFERENCES "providers"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "place_follows_user_id_provider_id_pk" PRIMARY KEY("user_id","provider_id")
);--> statement-breakpoint
CREATE INDEX "place_follows_provider_idx" ON "place_follows" USING btree ("provider_id");--> statement-breakpoint
CREATE TABLE "place_change_deliveries" (
	"change_id" integer NOT NULL REFERENCES "place_changes"("id") ON DELETE CASCADE,
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"outbox_id" integer REFERENCES "mail_outbox"("id") ON DELETE SET NULL,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "place_change_deliveries_change_id_user_id_pk" PRIMARY KEY("change_id","user_id")
);--> statement-breakpoint
CREATE INDEX "place_change_deliveries_user_idx" ON "place_change_deliveries" USING btree ("user_id");--> statement-breakpoint
-- A mail's own headers (the List-Unsubscribe pair of RFC 8058 for change mails), sent as stored.
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;
--> statement-breakpoint
-- A verified place that stops being verified, by whatever path (a decision, an operator's SQL),
-- is a change its followers hear of: recorded by the database itself, in the same transaction.
CREATE FUNCTION "place_changes_verification_lapsed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "place_changes" ("provider_id", "kind") VALUES (NEW."id", 'verification-lapsed');
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "providers_verification_lapsed" AFTER UPDATE OF "verification_status" ON "providers"
	FOR EACH ROW WHEN (OLD."verification_status" = 'verified' AND NEW."verification_status" IS DISTINCT FROM 'verified')
	EXECUTE FUNCTION "place_changes_verification_lapsed"();
