-- Decision 070: a member's needs card sent ahead to a business. Each row is a snapshot of the card
-- as the member confirmed it, read by the provider's business admin; one live send per member and
-- place; withdrawing deletes the row (the business's copy is gone, not hidden).
CREATE TABLE "needs_card_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"provider_id" integer NOT NULL REFERENCES "providers"("id") ON DELETE CASCADE,
	"card" jsonb NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "needs_card_sends_user_provider_idx" ON "needs_card_sends" USING btree ("user_id", "provider_id");--> statement-breakpoint
CREATE INDEX "needs_card_sends_provider_idx" ON "needs_card_sends" USING btree ("provider_id", "sent_at");--> statement-breakpoint
-- When a member sent a card and nothing else: the daily limit counts sends made, withdrawn ones
-- too, without keeping where a withdrawn card went.
CREATE TABLE "needs_card_send_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "needs_card_send_attempts_user_idx" ON "needs_card_send_attempts" USING btree ("user_id", "sent_at");
