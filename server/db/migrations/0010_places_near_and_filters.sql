ALTER TABLE "providers" ADD COLUMN "confirmed_accommodation_bits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Issue 15, decision 030. A provider's coordinates are its ZIP code's centroid: set on insert and
-- whenever zip_code changes (cleared when the ZIP is not known). zip_centroids is filled from the
-- zipcodes package right after the migrations run (server/db/zip-centroids.ts), which then fills
-- in the coordinates of providers that have none.
CREATE FUNCTION providers_set_coordinates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT z.latitude, z.longitude INTO NEW.latitude, NEW.longitude
  FROM zip_centroids z WHERE z.zip = substring(NEW.zip_code FROM '^\s*([0-9]{5})');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER providers_set_coordinates BEFORE INSERT OR UPDATE OF zip_code ON providers
  FOR EACH ROW EXECUTE FUNCTION providers_set_coordinates();--> statement-breakpoint
-- Radius search: a box around the centre through this index, then the exact distance. The
-- INCLUDE columns are what a radius search reads (ranking keys, filters, text), so it never
-- visits the table.
CREATE INDEX "providers_near_idx" ON "providers" USING gist (point("longitude", "latitude"))
  INCLUDE ("id", "latitude", "longitude", "tier_rank", "verified_percentage", "name", "search_text", "category", "accommodation_bits", "confirmed_accommodation_bits")
  WHERE "accommodation_status" <> 'pending' AND "latitude" IS NOT NULL;--> statement-breakpoint
-- Filters on a quick category (every dentist, pediatrician… of a group) count all of its
-- providers: this index answers them without visiting the table.
CREATE INDEX "providers_filter_category_idx" ON "providers" USING btree ("category")
  INCLUDE ("id", "tier_rank", "verified_percentage", "name", "search_text", "accommodation_bits", "confirmed_accommodation_bits")
  WHERE "accommodation_status" <> 'pending';--> statement-breakpoint
-- What families confirmed so far (the same rule as recomputeConfirmedAccommodations).
UPDATE providers p SET confirmed_accommodation_bits = c.bits
FROM (
  SELECT r.provider_id, bit_or(1 << (array_position(catalogue.items, a) - 1)) AS bits
  FROM reviews r
  CROSS JOIN unnest(r.verified_accommodations) AS a
  CROSS JOIN (SELECT ARRAY['Quiet Waiting Area', 'Private/Low-Stimulation Rooms', 'Sensory-Friendly Hours', 'Dim or Adjustable Lighting', 'Noise-Dampening Materials', 'Calm or Neutral Decor', 'Manual Tools / Noise-Free Equipment', 'Weighted Blankets / Lap Pads', 'Fidget Toys or Stress Balls', 'Sunglasses / Eye Shields', 'Sensory Toolkits', 'Personal Screen Devices Allowed', 'Visual Schedules or Social Stories', 'Staff Use AAC, Sign Language, or Visual Cues', 'Flexible Scheduling / Extended Appointments', 'Option to Preview the Space Before Visit', 'Clear Step-by-Step Instructions', 'Ability to Pause or Take Breaks']::text[] AS items) AS catalogue
  WHERE r.status = 'approved' AND a = ANY(catalogue.items)
  GROUP BY r.provider_id
) AS c
WHERE p.id = c.provider_id;
