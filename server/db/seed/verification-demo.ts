import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import type { Storage } from '../../plugins/storage';
import type { Db } from '../client';
import { profiles, providers, stored_files, users } from '../schema';
import { seedRegistryDemo } from './registry-demo';

/*
 * A few rows for trying the admin's Provider Verification and Duplicate Emails tabs (and for
 * their browser tests): providers at the head of the verification queue, two with a document on
 * file (a PDF and a PNG), and accounts whose e-mail is also a provider's contact e-mail. Kept
 * apart from the generated data set (generate.ts) because it writes files as well as rows.
 */

/** Older than every generated provider, so these head the queue (oldest first). */
const QUEUE_HEAD = new Date('2021-03-01T09:00:00Z');
const at = (days: number) => new Date(QUEUE_HEAD.getTime() + days * 24 * 60 * 60 * 1000);

export const VERIFICATION_DEMO = {
  withPdf: 'Maple Leaf Pediatric Dentistry',
  withImage: 'Birchwood Speech Therapy',
  forRejection: 'Willow Lane Hair Studio',
  forDocumentRequest: 'Aspen Grove Occupational Therapy',
  withoutEmail: 'Cedar Pond Swim School',
  sharedEmailProvider: 'Sunrise Dance Studio',
  sharedEmail: 'jordan.lee@sunrisedance.example',
} as const;

/** A one-page PDF that says what it is, with a correct cross-reference table. */
export function demoPdf(text: string): Buffer {
  const stream = `BT /F1 20 Tf 60 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A small PNG: a sage card with a darker band, enough to see that an image is shown. */
export function demoPng(width = 240, height = 150): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    const band = y > height * 0.35 && y < height * 0.55;
    for (let x = 0; x < width; x++) row.set(band ? [47, 102, 93] : [215, 232, 227], 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function storeDocument(
  db: Db,
  storage: Storage,
  key: string,
  contentType: 'application/pdf' | 'image/png',
  data: Buffer,
): Promise<string> {
  await storage.remove('provider-verification', key);
  await storage.saveStream('provider-verification', key, Readable.from([data]), {
    maxBytes: 5 * 1024 * 1024,
  });
  const [file] = await db
    .insert(stored_files)
    .values({
      bucket: 'provider-verification',
      key,
      content_type: contentType,
      size_bytes: data.length,
      created_at: QUEUE_HEAD,
    })
    .returning({ id: stored_files.id });
  if (!file) throw new Error('stored_files insert returned no row');
  return file.id;
}

/**
 * Adds the verification and duplicate-e-mail demo rows and files, then the places listed from
 * public registries (after seedDatabase).
 */
export async function seedVerificationDemo(db: Db, storage: Storage): Promise<void> {
  const pdf = await storeDocument(
    db,
    storage,
    'demo/maple-leaf-licence.pdf',
    'application/pdf',
    demoPdf('CalmPath demo: state dental licence'),
  );
  const png = await storeDocument(
    db,
    storage,
    'demo/birchwood-licence.png',
    'image/png',
    demoPng(),
  );
  const common = {
    accommodations: 'Quiet Waiting Area, Dim or Adjustable Lighting',
    location: 'Portland, OR',
    zip_code: '97201',
  };
  await db.insert(providers).values([
    {
      ...common,
      name: VERIFICATION_DEMO.withPdf,
      category: 'Dentist',
      contact_email: 'office@mapleleafdental.example',
      verification_status: 'pending',
      verification_document_url: pdf,
      accommodation_status: 'pending',
      created_at: at(0),
    },
    {
      ...common,
      name: VERIFICATION_DEMO.withImage,
      category: 'Speech Therapist',
      contact_email: 'hello@birchwoodspeech.example',
      verification_status: 'pending',
      verification_document_url: png,
      accommodation_status: 'pending',
      created_at: at(1),
    },
    {
      ...common,
      name: VERIFICATION_DEMO.forRejection,
      category: 'Hair Stylist / Barber',
      contact_email: 'bookings@willowlane.example',
      verification_status: 'unverified',
      accommodation_status: 'pending',
      created_at: at(2),
    },
    {
      ...common,
      name: VERIFICATION_DEMO.forDocumentRequest,
      category: 'Occupational Therapist',
      contact_email: 'team@aspengrove.example',
      verification_status: 'unverified',
      accommodation_status: 'verified',
      created_at: at(3),
    },
    {
      ...common,
      name: VERIFICATION_DEMO.withoutEmail,
      category: 'Swim Instructor',
      contact_email: null,
      verification_status: 'unverified',
      accommodation_status: 'pending',
      created_at: at(4),
    },
    {
      ...common,
      name: VERIFICATION_DEMO.sharedEmailProvider,
      category: 'Dance Instructor',
      contact_email: 'Jordan.Lee@SunriseDance.example',
      verification_status: 'verified',
      verified: true,
      accommodation_status: 'verified',
      created_at: at(5),
    },
  ]);
  /* Two accounts share the studio's e-mail (differing only in case): the admin picks one. */
  const accounts = [
    { id: 'demo-dup-jordan', name: 'Jordan Lee', email: VERIFICATION_DEMO.sharedEmail },
    {
      id: 'demo-dup-jordan-2',
      name: 'Jordan Lee (second account)',
      email: 'Jordan.Lee@sunrisedance.example',
    },
  ];
  await db.insert(users).values(
    accounts.map((a, i) => ({
      id: a.id,
      name: a.name,
      email: a.email,
      emailVerified: true,
      createdAt: at(10 + i),
      updatedAt: at(10 + i),
    })),
  );
  await db.insert(profiles).values(
    accounts.map((a, i) => ({
      id: a.id,
      email: a.email,
      full_name: a.name,
      created_at: at(10 + i),
    })),
  );
  await seedRegistryDemo(db);
}
