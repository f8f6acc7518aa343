-- Decision 075, continued: a search with a needs filter draws its sample (decision 032) from the
-- places such a filter can pass, the ones that list or have confirmed an accommodation, so that with
-- a registry imported the sample is not mostly registry places and a filter with many matches
-- ('healthcare' with three needs) takes the estimate path instead of counting every match. And the
-- exact count of a group with needs reads only those places' categories.
CREATE INDEX IF NOT EXISTS "providers_search_needs_sample_idx" ON "providers" USING btree ("sample_key") INCLUDE ("search_text", "category", "accommodation_bits", "confirmed_accommodation_bits", "latitude", "longitude") WHERE "accommodation_status" <> 'pending' AND ("accommodation_bits" <> 0 OR "confirmed_accommodation_bits" <> 0);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "providers_filter_needs_category_idx" ON "providers" USING btree ("category") INCLUDE ("id", "tier_rank", "verified_percentage", "name", "search_text", "accommodation_bits", "confirmed_accommodation_bits") WHERE "accommodation_status" <> 'pending' AND ("accommodation_bits" <> 0 OR "confirmed_accommodation_bits" <> 0);
