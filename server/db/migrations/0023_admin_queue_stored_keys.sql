-- Decision 046 (docs/performance.md "Admin queues"): the admin queues' state filter and the review
-- queues' business-name order read stored columns, kept by triggers on every write path, so each
-- is an index condition or an index walk rather than a per-row test or a sort of every row.
--
-- A provider's US state: its ZIP code's centroid's state; when the ZIP is not known, the last
-- ", XX" in its location that is a state code ("Austin, TX 78704", "Austin, TX, USA",
-- "12 Main St, Austin, TX"). Reads zip_centroids, as providers_set_coordinates (0010) does.
CREATE FUNCTION provider_state(zip_code text, location text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT z.state FROM zip_centroids z WHERE z.zip = substring($1 FROM '^\s*([0-9]{5})')),
    (SELECT m.found[1]
       FROM regexp_matches($2, ',\s*([A-Z]{2})(?=[\s,]|$)', 'g') WITH ORDINALITY AS m(found, n)
      WHERE m.found[1] = ANY (ARRAY['AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA',
        'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT',
        'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN',
        'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'PR', 'VI', 'GU', 'AS', 'MP'])
      ORDER BY m.n DESC
      LIMIT 1))
$$;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "state" text;--> statement-breakpoint
UPDATE "providers" SET "state" = provider_state("zip_code", "location");--> statement-breakpoint
CREATE FUNCTION providers_set_state() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.state := provider_state(NEW.zip_code, NEW.location);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER providers_set_state BEFORE INSERT OR UPDATE OF zip_code, location ON providers
  FOR EACH ROW EXECUTE FUNCTION providers_set_state();--> statement-breakpoint
-- Every queue's state: the verification queue's two statuses in created_at order within a state,
-- and the businesses of a state for the review, photo and duplicate queues (id for an index-only
-- lookup).
CREATE INDEX "providers_state_idx" ON "providers" USING btree ("state", "verification_status", "created_at", "id");--> statement-breakpoint
--
-- A review's business name as the queues show and sort it: the listed business's name, else the
-- name the reviewer typed. Set on insert and when the review's business changes; a business's
-- rename is carried to its reviews.
ALTER TABLE "reviews" ADD COLUMN "provider_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "reviews" r SET "provider_name" =
  coalesce((SELECT p."name" FROM "providers" p WHERE p."id" = r."provider_id"), r."provider", '');--> statement-breakpoint
CREATE FUNCTION reviews_set_provider_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.provider_name := coalesce(
    (SELECT p.name FROM providers p WHERE p.id = NEW.provider_id), NEW.provider, '');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER reviews_set_provider_name BEFORE INSERT OR UPDATE OF provider_id, provider ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_set_provider_name();--> statement-breakpoint
CREATE FUNCTION providers_rename_reviews() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE reviews SET provider_name = NEW.name WHERE provider_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER providers_rename_reviews AFTER UPDATE OF name ON providers
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION providers_rename_reviews();--> statement-breakpoint
-- The review queues by business name (pending only), and the practitioners list by the
-- practitioner's name (its rows: reviews_practitioner_idx's predicate).
CREATE INDEX "reviews_pending_provider_name_idx" ON "reviews" USING btree ("provider_name", "id") WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "reviews_practitioner_name_idx" ON "reviews" USING btree ((coalesce("accommodation_notes", '')), "id") WHERE coalesce("accommodation_notes", '') <> '';
--> statement-breakpoint
-- The review queues' account e-mail search, now looked up once before the list (review-queue.ts):
-- a trigram index answers it where a scan read every account.
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);
