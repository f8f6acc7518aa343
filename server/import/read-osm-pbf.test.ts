import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { readOsm } from './read-osm';
import type { ReadEvent } from './registry-record';

/*
 * A tiny .osm.pbf written here by hand (no npm package writes one): the file format's blobs of
 * protocol-buffer messages, the fields osm-pbf-parser reads (dense nodes, ways), zlib-compressed.
 */
const varint = (n: bigint): number[] => {
  const out: number[] = [];
  let v = n;
  do {
    let byte = Number(v & 0x7fn);
    v >>= 7n;
    if (v > 0n) byte |= 0x80;
    out.push(byte);
  } while (v > 0n);
  return out;
};
const zigzag = (n: number) => (BigInt(n) << 1n) ^ (BigInt(n) < 0n ? -1n : 0n);
const key = (field: number, wire: number) => varint(BigInt((field << 3) | wire));
const bytes = (field: number, data: number[] | Buffer) => [
  ...key(field, 2),
  ...varint(BigInt(data.length)),
  ...data,
];
const int = (field: number, n: number) => [...key(field, 0), ...varint(BigInt(n))];
const packed = (field: number, values: bigint[]) => bytes(field, values.flatMap(varint));
const deltas = (values: number[]) => values.map((v, i) => zigzag(v - (values[i - 1] ?? 0)));

function blob(type: string, message: number[]): Buffer {
  const raw = Buffer.from(message);
  const body = Buffer.from([...int(2, raw.length), ...bytes(3, deflateSync(raw))]);
  const header = Buffer.from([...bytes(1, Buffer.from(type)), ...int(3, body.length)]);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(header.length);
  return Buffer.concat([size, header, body]);
}

type Node = { id: number; lat: number; lon: number; tags: Record<string, string> };
type Way = { id: number; refs: number[]; tags: Record<string, string> };

function pbf(nodes: Node[], ways: Way[]): Buffer {
  const strings = [''];
  const at = (s: string) => {
    if (!strings.includes(s)) strings.push(s);
    return strings.indexOf(s);
  };
  const keysVals = nodes.flatMap((n) => [
    ...Object.entries(n.tags).flatMap(([k, v]) => [BigInt(at(k)), BigInt(at(v))]),
    0n,
  ]);
  const dense = [
    ...packed(1, deltas(nodes.map((n) => n.id))),
    ...packed(8, deltas(nodes.map((n) => Math.round(n.lat * 1e7)))),
    ...packed(9, deltas(nodes.map((n) => Math.round(n.lon * 1e7)))),
    ...packed(10, keysVals),
  ];
  const wayMessages = ways.map((w) => [
    ...int(1, w.id),
    ...packed(
      2,
      Object.keys(w.tags).map((k) => BigInt(at(k))),
    ),
    ...packed(
      3,
      Object.values(w.tags).map((v) => BigInt(at(v))),
    ),
    ...packed(8, deltas(w.refs)),
  ]);
  const groups = [
    bytes(2, [...bytes(2, dense)]),
    bytes(
      2,
      wayMessages.flatMap((w) => bytes(3, w)),
    ),
  ];
  const table = bytes(
    1,
    strings.flatMap((s) => bytes(1, Buffer.from(s))),
  );
  const header = bytes(4, Buffer.from('OsmSchema-V0.6'));
  return Buffer.concat([blob('OSMHeader', header), blob('OSMData', [...table, ...groups.flat()])]);
}

describe('reading an .osm.pbf extract', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'calmpath-pbf-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists tagged nodes at their place and ways at their first node', async () => {
    const file = path.join(dir, 'tiny.osm.pbf');
    writeFileSync(
      file,
      pbf(
        [
          {
            id: 10,
            lat: 30.2672,
            lon: -97.7431,
            tags: { shop: 'hairdresser', name: 'Quiet Cuts', 'addr:postcode': '78701' },
          },
          { id: 11, lat: 30.26, lon: -97.72, tags: {} },
          { id: 12, lat: 30.27, lon: -97.71, tags: { amenity: 'cafe', name: 'Not Ours' } },
        ],
        [{ id: 20, refs: [11, 12], tags: { amenity: 'kindergarten', name: 'Little Oaks' } }],
      ),
    );
    const events: ReadEvent[] = [];
    for await (const event of readOsm(file).events) events.push(event);
    const records = events.flatMap((e) => (e.kind === 'record' ? [e.record] : []));
    expect(records.map((r) => [r.externalId, r.name, r.category, r.zip])).toEqual([
      ['node/10', 'Quiet Cuts', 'Hair Stylist / Barber', '78701'],
      ['way/20', 'Little Oaks', 'Preschool', ''],
    ]);
    expect(records[0]?.latitude).toBeCloseTo(30.2672, 6);
    expect(records[1]?.latitude).toBeCloseTo(30.26, 6);
    expect(records[1]?.longitude).toBeCloseTo(-97.72, 6);
  });
});
