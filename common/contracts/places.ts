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
export const NearestZipQuery = z.object({
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
});
export const NearestZip = z.object({
  zip: z.string(),
  /** 'Austin, TX', when the ZIP table names it. */
  place: z.string().nullable(),
});
export type NearestZip = z.infer<typeof NearestZip>;
