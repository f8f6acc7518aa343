-- Decision 064: a place known only from a public registry (0025: imported, not linked to a listing
-- that existed, no published review, not verified by our team) ranks after every other listed
-- place, in every search order. tier_rank, the first key of the search order and of every index
-- that walks or covers it (006), says so with -1; nothing else about the order or the indexes
-- changes. PostgreSQL 15 cannot change a generated column's expression: the column is made again,
-- and the three indexes that carry it (their latest definitions: 0010, 0012) with it.
ALTER TABLE "providers" DROP COLUMN "tier_rank" CASCADE;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "tier_rank" integer GENERATED ALWAYS AS (CASE WHEN promotion_status = 'active' AND promotion_tier = 'premium' THEN 2 WHEN promotion_status = 'active' AND promotion_tier = 'enhanced' THEN 1 WHEN source IS NOT NULL AND NOT registry_linked AND total_review_count = 0 AND verification_status <> 'verified' THEN -1 ELSE 0 END) STORED;--> statement-breakpoint
CREATE INDEX "providers_search_rank_idx" ON "providers" USING btree ("tier_rank" DESC NULLS LAST, "verified_percentage" DESC NULLS LAST, "name", "id") INCLUDE ("search_text", "category", "accommodation_bits", "confirmed_accommodation_bits", "latitude", "longitude") WHERE "accommodation_status" <> 'pending';--> statement-breakpoint
CREATE INDEX "providers_near_idx" ON "providers" USING gist (point("longitude", "latitude")) INCLUDE ("id", "latitude", "longitude", "tier_rank", "verified_percentage", "name", "search_text", "category", "accommodation_bits", "confirmed_accommodation_bits") WHERE "accommodation_status" <> 'pending' AND "latitude" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "providers_filter_category_idx" ON "providers" USING btree ("category") INCLUDE ("id", "tier_rank", "verified_percentage", "name", "search_text", "accommodation_bits", "confirmed_accommodation_bits") WHERE "accommodation_status" <> 'pending';
