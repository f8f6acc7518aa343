-- Decision 053 ('near <city>'): a city's centre is the median of its ZIP codes' centres. Without an
-- index on the city the server read all 42,000 ZIP rows once per process and kept 30,000 cities
-- in memory (1.2 s on the embedded database, which holds its one connection meanwhile); with it,
-- each 'near <city>' search looks up the few ZIP rows of the names its line holds.
CREATE INDEX IF NOT EXISTS "zip_centroids_city_idx" ON "zip_centroids" USING btree (lower("city"), "state") WHERE "city" IS NOT NULL AND "state" IS NOT NULL;
