import { z } from 'zod';

/** GET /api/map-settings: what the search map needs from the server's configuration. */
export const MapSettings = z.object({
  /** Leaflet tile URL template ({s}, {z}, {x}, {y}): MAP_TILES_URL. */
  tilesUrl: z.string(),
  /** HTML attribution the tile source requires: MAP_TILES_ATTRIBUTION. */
  attribution: z.string(),
});
export type MapSettings = z.infer<typeof MapSettings>;
