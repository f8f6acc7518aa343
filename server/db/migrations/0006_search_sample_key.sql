ALTER TABLE "providers" ADD COLUMN "sample_key" integer GENERATED ALWAYS AS (hashint4(id)) STORED;
--> statement-breakpoint
-- The search engine's sample (find-providers.ts) is now the first 1,500 visible providers in
-- sample_key order: one index-only range scan of a uniform random sample, instead of 50 windows
-- of consecutive ids (which also inherited any clustering of the ids). Carrying the searched
-- columns keeps it from visiting the table.
DROP INDEX IF EXISTS "providers_search_sample_idx";
--> statement-breakpoint
CREATE INDEX "providers_search_sample_idx" ON "providers" USING btree ("sample_key") INCLUDE ("search_text", "category") WHERE "accommodation_status" <> 'pending';
