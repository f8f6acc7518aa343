CREATE TABLE "provider_search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "providers_ranking_idx";--> statement-breakpoint
ALTER TABLE "providers" drop column "search_text";--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || chr(10) || category || chr(10) || location || chr(10) || zip_code)) STORED;--> statement-breakpoint
-- Dropping the column dropped its trigram index with it; drizzle-kit does not know, so rebuild it here.
CREATE INDEX "providers_search_text_trgm_idx" ON "providers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "provider_search_words_trgm_idx" ON "provider_search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "providers_search_category_idx" ON "providers" USING btree ("category") WHERE "providers"."accommodation_status" <> 'pending';