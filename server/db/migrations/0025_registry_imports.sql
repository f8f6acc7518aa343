-- Decision 059: places listed from public registries (the NPI registry, OpenStreetMap). Which
-- registry, the place's id there, the registry's date for it, whether its coordinates are only
-- its ZIP code's centre, and whether the registry's latest file still lists it.
ALTER TABLE "providers" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "source_date" date;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "coordinates_approximate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "registry_status" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "registry_linked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_source_check" CHECK ("providers"."source" IS NULL OR ("providers"."source" IN ('nppes', 'osm') AND "providers"."external_id" IS NOT NULL AND "providers"."registry_status" IN ('imported', 'retired')));--> statement-breakpoint
CREATE UNIQUE INDEX "providers_source_external_id_idx" ON "providers" USING btree ("source", "external_id") WHERE "providers"."source" IS NOT NULL;--> statement-breakpoint
-- An OpenStreetMap place brings its own coordinates: the ZIP code's centre must not replace them
-- (0010 sets it on every insert). A listing linked to a registry record keeps the rule it had.
CREATE OR REPLACE FUNCTION providers_set_coordinates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.source = 'osm' AND NOT NEW.registry_linked AND NEW.latitude IS NOT NULL THEN
    RETURN NEW;
  END IF;
  SELECT z.latitude, z.longitude INTO NEW.latitude, NEW.longitude
  FROM zip_centroids z WHERE z.zip = substring(NEW.zip_code FROM '^\s*([0-9]{5})');
  RETURN NEW;
END
$$;--> statement-breakpoint
-- The keys an imported record is matched on against listings that exist (exact matches only):
-- the name lower-cased with one leading title dropped (as common/domain/provider-name.ts) and
-- punctuation folded to spaces; the phone's last ten digits; the address's letters and digits.
CREATE FUNCTION registry_name_key(name text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(
    regexp_replace(lower(btrim(name)), '^(?:doctor|dr|mister|mr|miss|ms|mrs|professor|prof|therapist|ot|pt|st|slp)(?:\.\s*|\s+)(?=\S)', ''),
    '[^[:alnum:]]+', ' ', 'g'))
$$;--> statement-breakpoint
CREATE FUNCTION registry_phone_key(phone text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN length(d) >= 10 THEN right(d, 10) END FROM (SELECT regexp_replace(phone, '[^0-9]', '', 'g') AS d) AS digits
$$;--> statement-breakpoint
CREATE FUNCTION registry_address_key(address text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT nullif(regexp_replace(lower(address), '[^[:alnum:]]+', '', 'g'), '')
$$;
