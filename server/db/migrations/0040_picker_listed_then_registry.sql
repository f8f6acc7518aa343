-- The review picker lists the places listed on CalmPath first, then the registry-only listings,
-- each by name (decision 082). Each part is read in name order from its own covering index; the
-- index of every visible name (0003) had no other reader. Measured at 100,000 listed + 1,000,000
-- imported places in docs/performance.md ("2026-11-28, night").
DROP INDEX IF EXISTS "providers_picker_name_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "providers_picker_listed_idx" ON "providers" USING btree ("name", "id") INCLUDE ("search_text") WHERE "accommodation_status" <> 'pending' AND "tier_rank" >= 0;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "providers_picker_registry_idx" ON "providers" USING btree ("name", "id") INCLUDE ("search_text") WHERE "accommodation_status" <> 'pending' AND "tier_rank" < 0;
