// Writes a brotli (.br) and a gzip (.gz) copy next to each compressible file of a built directory,
// so the server sends compressed bytes without compressing on every request (decision 022).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/* Below about 1 KB the saving is smaller than a packet; the server sends such files as they are. */
export const MIN_PRECOMPRESS_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Compresses every eligible file under `dir`; returns what it wrote, for the build log. */
export function precompressDir(dir) {
  const written = [];
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_PRECOMPRESS_BYTES) continue;
    const raw = readFileSync(file);
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gz = gzipSync(raw, { level: 9 });
    /* A copy that is not smaller would only cost a disk read. */
    if (br.length < raw.length) writeFileSync(`${file}.br`, br);
    if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
    written.push({
      file: path.relative(dir, file),
      raw: raw.length,
      br: br.length,
      gzip: gz.length,
    });
  }
  return written;
}
