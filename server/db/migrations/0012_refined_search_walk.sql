-- Decision 032: a refined search (accommodation filters, a radius) with many matches takes its
-- page from the ranking walk and its counts from the sample, as the plain search does. Both
-- indexes then also carry what a refined search tests: the confirmed mask and the coordinates,
-- so the sample and the walk stay index-only scans.
DROP INDEX IF EXISTS "providers_search_rank_idx";
--> statement-breakpoint
CREATE INDEX "providers_search_rank_idx" ON "providers" USING btree ("tier_rank" DESC NULLS LAST, "verified_percentage" DESC NULLS LAST, "name", "id") INCLUDE ("search_text", "category", "accommodation_bits", "confirmed_accommodation_bits", "latitude", "longitude") WHERE "accommodation_status" <> 'pending';
--> statement-breakpoint
DROP INDEX IF EXISTS "providers_search_sample_idx";
--> statement-breakpoint
CREATE INDEX "providers_search_sample_idx" ON "providers" USING btree ("sample_key") INCLUDE ("search_text", "category", "accommodation_bits", "confirmed_accommodation_bits", "latitude", "longitude") WHERE "accommodation_status" <> 'pending';
