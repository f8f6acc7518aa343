-- Custom SQL migration file, put your code below! --
-- Search indexes drizzle cannot declare, and the typo dictionary's upkeep. Why each exists:
-- docs/performance.md ("Search").

-- The public ranking (tier, verified share, name, id) over visible providers, carrying the text
-- the search filters on, so a broad query reads the first few hundred index entries in order and
-- stops: no heap visits, no sort.
CREATE INDEX "providers_search_rank_idx" ON "providers" USING btree ("tier_rank" DESC NULLS LAST, "verified_percentage" DESC NULLS LAST, "name", "id") INCLUDE ("search_text", "category") WHERE "accommodation_status" <> 'pending';
--> statement-breakpoint
-- The review picker lists visible providers by name; same idea.
CREATE INDEX "providers_picker_name_idx" ON "providers" USING btree ("name", "id") INCLUDE ("search_text") WHERE "accommodation_status" <> 'pending';
--> statement-breakpoint

-- Every 1- and 2-character piece of a text. Trigrams cannot answer queries shorter than three
-- characters ('TX', '78'); this array can, exactly. Built only from C-implemented functions
-- (a loop in SQL or PL/pgSQL is 3-10x slower to compute for every row).
CREATE OR REPLACE FUNCTION provider_search_grams(t text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT regexp_split_to_array(t, '')
    || string_to_array(regexp_replace(t, '(..)', '\1' || chr(1), 'g'), chr(1))
    || string_to_array(regexp_replace(substr(t, 2), '(..)', '\1' || chr(1), 'g'), chr(1))
$$;
--> statement-breakpoint
CREATE INDEX "providers_search_grams_idx" ON "providers" USING gin (provider_search_grams("search_text")) WHERE "accommodation_status" <> 'pending';
--> statement-breakpoint

-- The typo dictionary: words of 3+ characters that are not plain numbers (a mistyped ZIP code
-- has no meaningful "closest" ZIP). Kept by statement-level triggers, so a bulk insert adds its
-- words in one statement instead of one per row.
CREATE OR REPLACE FUNCTION provider_search_words_collect() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO provider_search_words (word)
  SELECT DISTINCT w
  FROM changed_rows, regexp_split_to_table(changed_rows.search_text, '[^[:alnum:]]+') AS w
  WHERE length(w) >= 3 AND w !~ '^[0-9]+$'
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "providers_search_words_insert" AFTER INSERT ON "providers" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION provider_search_words_collect();
--> statement-breakpoint
CREATE TRIGGER "providers_search_words_update" AFTER UPDATE ON "providers" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION provider_search_words_collect();
--> statement-breakpoint
INSERT INTO provider_search_words (word)
SELECT DISTINCT w
FROM providers, regexp_split_to_table(providers.search_text, '[^[:alnum:]]+') AS w
WHERE length(w) >= 3 AND w !~ '^[0-9]+$'
ON CONFLICT (word) DO NOTHING;
