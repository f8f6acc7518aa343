declare module 'osm-pbf-parser' {
  import type { Duplex } from 'node:stream';

  type Info = { timestamp?: number };
  export type OsmPbfItem =
    | {
        type: 'node';
        id: number;
        lat: number;
        lon: number;
        tags: Record<string, string>;
        info?: Info;
      }
    | { type: 'way'; id: number; refs: number[]; tags: Record<string, string>; info?: Info }
    | { type: 'relation'; id: number; tags: Record<string, string>; info?: Info };

  /** A stream of arrays of items, one array per block of the file. */
  export default function parseOSM(): Duplex;
}
