import { createReadStream, statSync } from 'node:fs';
import { PassThrough, pipeline } from 'node:stream';
import parseOSM, { type OsmPbfItem } from 'osm-pbf-parser';
import { parser } from 'stream-json';
import { pick } from 'stream-json/filters/pick.js';
import { streamArray } from 'stream-json/streamers/stream-array.js';
import { categoryForOsmTags } from '../../common/catalog/registry-categories';
import {
  formatPhone,
  type ReadEvent,
  type RegistryReader,
  type RegistryRecord,
} from './registry-record';

type Tags = Record<string, string>;

const dateOf = (ms: number | undefined) =>
  ms && Number.isFinite(ms) ? new Date(ms).toISOString().slice(0, 10) : null;

/**
 * One OpenStreetMap element as a place (decision 059): its tags decide the category (the table in
 * common/catalog/registry-categories.ts), its addr:* tags the address. An unnamed element is not a
 * place one can review, so it is skipped.
 */
export function readOsmElement(
  element: {
    externalId: string;
    tags: Tags;
    latitude: number;
    longitude: number;
    timestamp?: number;
  },
  line: number,
  fileDate: string,
): ReadEvent {
  const { tags } = element;
  const category = categoryForOsmTags(tags);
  const name = (tags.name ?? '').trim();
  if (!category || !name) return { kind: 'skipped', line };
  const { latitude, longitude } = element;
  if (!(Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180)) {
    return {
      kind: 'bad',
      line,
      reason: 'coordinates out of range',
      externalId: element.externalId,
    };
  }
  const zip = /^\s*([0-9]{5})/.exec(tags['addr:postcode'] ?? '')?.[1] ?? '';
  const street = [tags['addr:housenumber'], tags['addr:street']].filter(Boolean).join(' ');
  const website = (tags.website ?? tags['contact:website'] ?? '').trim();
  const record: RegistryRecord = {
    externalId: element.externalId,
    name,
    category,
    street,
    city: (tags['addr:city'] ?? '').trim(),
    state: (tags['addr:state'] ?? '').trim().toUpperCase().slice(0, 2),
    zip,
    phone: formatPhone(tags.phone ?? tags['contact:phone'] ?? ''),
    website: /^https?:\/\/\S/i.test(website) ? website.slice(0, 500) : null,
    latitude,
    longitude,
    sourceDate: dateOf(element.timestamp) ?? fileDate,
  };
  return { kind: 'record', line, record };
}

/* The mean of a shape's points: a way's or area's place for the map, close enough for a listing. */
function centreOf(geometry: { type: string; coordinates: unknown }): [number, number] | undefined {
  const points: number[][] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value) && typeof value[0] === 'number') points.push(value as number[]);
    else if (Array.isArray(value)) for (const v of value) walk(v);
  };
  walk(geometry.coordinates);
  if (points.length === 0) return undefined;
  let x = 0;
  let y = 0;
  for (const p of points) {
    x += Number(p[0]);
    y += Number(p[1]);
  }
  return [x / points.length, y / points.length];
}

type Feature = {
  id?: string | number;
  geometry?: { type: string; coordinates: unknown } | null;
  properties?: Record<string, unknown> | null;
};

/*
 * Overpass and osmtogeojson write an element's id as 'node/123' (feature id or '@id') and its tags
 * either flat in the properties or under properties.tags.
 */
function featureElement(feature: Feature) {
  const props = feature.properties ?? {};
  const id = String(
    props['@id'] ?? feature.id ?? (props.type && props.id ? `${props.type}/${props.id}` : ''),
  );
  const nested = props.tags;
  const tags: Tags = {};
  const source = nested && typeof nested === 'object' ? (nested as Record<string, unknown>) : props;
  for (const [k, v] of Object.entries(source)) {
    if (!k.startsWith('@') && (typeof v === 'string' || typeof v === 'number')) tags[k] = String(v);
  }
  const meta = (props.meta ?? {}) as Record<string, unknown>;
  const stamp = props['@timestamp'] ?? meta.timestamp;
  const timestamp =
    typeof stamp === 'number'
      ? stamp * (stamp < 1e11 ? 1000 : 1)
      : typeof stamp === 'string'
        ? Date.parse(stamp)
        : undefined;
  return { id, tags, timestamp };
}

function readGeoJson(file: string, fileDate: string): RegistryReader {
  const total = statSync(file).size;
  const input = createReadStream(file, { highWaterMark: 1 << 20 });
  const features = input
    .pipe(parser.asStream())
    .pipe(pick.asStream({ filter: 'features' }))
    .pipe(streamArray.asStream());
  async function* events(): AsyncGenerator<ReadEvent> {
    for await (const { key, value } of features as AsyncIterable<{ key: number; value: Feature }>) {
      const line = key + 1;
      const { id, tags, timestamp } = featureElement(value);
      if (!/^(node|way|relation)\/[0-9]+$/.test(id)) {
        yield { kind: 'bad', line, reason: 'no OpenStreetMap id (node/…, way/… or relation/…)' };
        continue;
      }
      const centre = value.geometry ? centreOf(value.geometry) : undefined;
      if (!centre) {
        if (categoryForOsmTags(tags) && tags.name) {
          yield { kind: 'bad', line, reason: 'no geometry', externalId: id };
        } else yield { kind: 'skipped', line };
        continue;
      }
      const [longitude, latitude] = centre;
      yield readOsmElement(
        { externalId: id, tags, latitude, longitude, timestamp },
        line,
        fileDate,
      );
    }
  }
  return { source: 'osm', events: events(), progress: () => ({ bytes: input.bytesRead, total }) };
}

/*
 * A .osm.pbf lists nodes before ways, and a way has no coordinates of its own. Holding every
 * node's position would not keep memory flat on a country extract, so a second pass looks up only
 * the first node of each matching way: its place on the map (decision 059).
 */
function readPbf(file: string, fileDate: string): RegistryReader {
  const size = statSync(file).size;
  let done = 0;
  let current: ReturnType<typeof createReadStream> | undefined;
  const pass = async function* (): AsyncGenerator<OsmPbfItem> {
    current = createReadStream(file, { highWaterMark: 1 << 20 });
    /* The parser is an older kind of stream, not async-iterable: read it through a PassThrough. */
    const items = new PassThrough({ objectMode: true });
    pipeline(current, parseOSM(), items, (err) => {
      if (err) items.destroy(err);
    });
    for await (const block of items as AsyncIterable<OsmPbfItem[]>) {
      yield* block;
    }
    done += size;
    current = undefined;
  };
  async function* events(): AsyncGenerator<ReadEvent> {
    let line = 0;
    const waysByFirstNode = new Map<number, { id: number; tags: Tags; timestamp?: number }[]>();
    for await (const item of pass()) {
      line += 1;
      if (item.type === 'relation') continue;
      if (!categoryForOsmTags(item.tags) || !item.tags.name) continue;
      if (item.type === 'node') {
        const element = {
          externalId: `node/${item.id}`,
          tags: item.tags,
          latitude: item.lat,
          longitude: item.lon,
          timestamp: item.info?.timestamp,
        };
        yield readOsmElement(element, line, fileDate);
      } else if (item.refs.length > 0) {
        const first = item.refs[0] as number;
        const list = waysByFirstNode.get(first) ?? [];
        list.push({ id: item.id, tags: item.tags, timestamp: item.info?.timestamp });
        waysByFirstNode.set(first, list);
      }
    }
    if (waysByFirstNode.size === 0) return;
    for await (const item of pass()) {
      if (item.type !== 'node') continue;
      const ways = waysByFirstNode.get(item.id);
      if (!ways) continue;
      for (const way of ways) {
        const element = {
          externalId: `way/${way.id}`,
          tags: way.tags,
          latitude: item.lat,
          longitude: item.lon,
          timestamp: way.timestamp,
        };
        yield readOsmElement(element, 0, fileDate);
      }
    }
  }
  return {
    source: 'osm',
    events: events(),
    progress: () => ({ bytes: done + (current?.bytesRead ?? 0), total: size * 2 }),
  };
}

/** An OpenStreetMap extract: .osm.pbf, or GeoJSON (.geojson / .json) as Overpass exports it. */
export function readOsm(file: string): RegistryReader {
  const fileDate = statSync(file).mtime.toISOString().slice(0, 10);
  return /\.pbf$/i.test(file) ? readPbf(file, fileDate) : readGeoJson(file, fileDate);
}
