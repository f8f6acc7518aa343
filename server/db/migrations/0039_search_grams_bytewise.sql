-- The 1-2 character grams indexes compare their keys byte by byte (COLLATE "C"): containment (@>)
-- only asks whether two grams are equal, which is the same in every deterministic collation, but a
-- GIN build sorts its keys, and under a libc locale such as en_US.UTF-8 or C.UTF-8 each comparison
-- goes through strcoll. Measured at 200,000 imported places on PostgreSQL with C.UTF-8: the build
-- of providers_search_grams_idx took 19.4 s with the database's collation and 11.0 s with "C"
-- (docs/performance.md, "2026-11-28: the grams indexes compared byte by byte"). termHint asks for
-- the same collation, or the planner would not use these indexes.
DROP INDEX IF EXISTS "providers_search_grams_idx";--> statement-breakpoint
CREATE INDEX "providers_search_grams_idx" ON "providers" USING gin ((provider_search_grams("search_text") COLLATE "C")) WHERE "accommodation_status" <> 'pending';--> statement-breakpoint
DROP INDEX IF EXISTS "providers_search_listed_grams_idx";--> statement-breakpoint
CREATE INDEX "providers_search_listed_grams_idx" ON "providers" USING gin ((provider_search_grams("search_text") COLLATE "C")) WHERE "accommodation_status" <> 'pending' AND "tier_rank" >= 0;
