import { z } from 'zod';

/** GET /api/map-settings: what the search map needs from the server's configuration. */
export const MapSettings = z.object({
  /** Leaflet tile URL template ({s}, {z}, {x}, {y}): MAP_TILES_URL. */
  tilesUrl: z.string(),
  /** HTML attribution the tile source requires: MAP_TILES_ATTRIBUTION. */
  attribution: z.string(),
});
export type MapSettings = z.infer<typeof MapSettings>;

/** GET /api/places/nearest-zip: the browser's position ('Use my location', decision 043). */
/* Rounded to about a metre: no finer position helps, and a denormal such as 5e-324 underflows in SQL. */
const degrees = (limit: number) =>
  z.coerce
    .number()
    .min(-limit)
    .max(limit)
    .transform((value) => Math.round(value * 1e5) / 1e5 || 0);
export const NearestZipQuery = z.object({
  latitude: degrees(90),
  longitude: degrees(180),
});
export const NearestZip = z.object({
  zip: z.string(),
  /** 'Austin, TX', when the ZIP table names it. */
  place: z.string().nullable(),
});
export type NearestZip = z.infer<typeof NearestZip>;
