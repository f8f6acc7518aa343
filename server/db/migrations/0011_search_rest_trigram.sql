-- The review picker's split lookup (decision 023): rows that hold a term after the first character of
-- search_text, so a name prefix such as 'Quiet' is looked up without reading every 'Quiet...' row.
CREATE INDEX IF NOT EXISTS "providers_search_rest_trgm_idx" ON "providers" USING gin (substr("search_text", 2) gin_trgm_ops) WHERE "providers"."accommodation_status" <> 'pending';
