import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** A JPEG as a phone writes it: EXIF with a GPS position and a camera, shot sideways. */
export async function jpegWithGps(width = 1200, height = 900): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 180, g: 205, b: 198 } },
  })
    .withExif({
      IFD0: { Make: 'CalmCam', Model: 'Phone 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '30/1 16/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '97/1 44/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 80 })
    .toBuffer();
}

export async function plainPng(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 90, g: 140, b: 130 } } })
    .png()
    .toBuffer();
}

/** A photo upload as the dashboard sends it: text fields first, then the file. */
export function photoBody(
  file: { data: Buffer; filename?: string; contentType?: string } | null,
  fields: Record<string, string> = { altText: 'Glass front door with a ramp', caption: '' },
) {
  const boundary = `----calmpath${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      Buffer.from(value),
      Buffer.from('\r\n'),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename ?? 'door.jpg'}"\r\nContent-Type: ${file.contentType ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The chunk names of a RIFF (WebP) file: 'VP8 ', 'VP8X', 'EXIF', 'XMP ', 'ICCP'… */
export function riffChunks(data: Buffer): string[] {
  const names: string[] = [];
  let offset = 12;
  while (offset + 8 <= data.length) {
    names.push(data.toString('latin1', offset, offset + 4));
    const size = data.readUInt32LE(offset + 4);
    offset += 8 + size + (size % 2);
  }
  return names;
}
