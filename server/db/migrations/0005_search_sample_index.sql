-- Custom SQL migration file, put your code below! --
-- The search engine's sample (find-providers.ts): windows of consecutive ids, tested against the
-- query to estimate how common a match is. Carrying the searched columns makes each window an
-- index-only range scan instead of a visit to the table for every row.
CREATE INDEX "providers_search_sample_idx" ON "providers" USING btree ("id") INCLUDE ("search_text", "category") WHERE "accommodation_status" <> 'pending';
