-- Decision 077: with a public registry imported, the plain search finds the listed places that
-- match a query through indexes of listed places only (tier_rank >= 0: every place but a
-- registry-only listing, decision 064), and walks the registry's own range of the search order for
-- the rest of the page. A registry place enters these indexes when it gains its first review, a
-- link or a verification (its tier_rank becomes 0). The sample index gains tier_rank, so that the
-- sample tells the listed places' matches from the registry's.
CREATE INDEX IF NOT EXISTS "providers_search_listed_trgm_idx" ON "providers" USING gin ("search_text" gin_trgm_ops) WHERE "accommodation_status" <> 'pending' AND "tier_rank" >= 0;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "providers_search_listed_grams_idx" ON "providers" USING gin (provider_search_grams("search_text")) WHERE "accommodation_status" <> 'pending' AND "tier_rank" >= 0;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "providers_search_listed_category_idx" ON "providers" USING btree ("category") WHERE "accommodation_status" <> 'pending' AND "tier_rank" >= 0;--> statement-breakpoint
DROP INDEX IF EXISTS "providers_search_sample_idx";--> statement-breakpoint
CREATE INDEX "providers_search_sample_idx" ON "providers" USING btree ("sample_key") INCLUDE ("search_text", "category", "accommodation_bits", "confirmed_accommodation_bits", "latitude", "longitude", "tier_rank") WHERE "accommodation_status" <> 'pending';
