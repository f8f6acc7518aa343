-- Decision 075: a search with a needs filter reads only places that list or have confirmed some
-- accommodation. A place known only from a public registry lists none (decision 064), so with the
-- registries imported, 'Austin' with two needs found 23,867 rows through the whole trigram index
-- at 1,000,000 imported places and read each from the table to keep 547. This partial index holds
-- only the places a needs filter can pass; a registry place enters it once a family confirms an
-- accommodation in a published review (confirmed_accommodation_bits).
CREATE INDEX IF NOT EXISTS "providers_search_needs_trgm_idx" ON "providers" USING gin ("search_text" gin_trgm_ops) WHERE "accommodation_status" <> 'pending' AND ("accommodation_bits" <> 0 OR "confirmed_accommodation_bits" <> 0);
