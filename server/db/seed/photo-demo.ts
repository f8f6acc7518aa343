import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { addPhoto } from '../../features/photos/add-photo';
import type { Storage } from '../../plugins/storage';
import type { Db } from '../client';
import { provider_photos, providers } from '../schema/directory';
import { DEMO_BASE_DATE } from './demo-time';
import { DEMO_OWNER_PROVIDER_ID } from './seed';

/*
 * Demo photos for the what-to-expect story (decision 029): drawn here with sharp
 * from plain SVG shapes (no image comes from the internet, no binary file is checked in), then
 * stored through the same pipeline as an upload. A few listed businesses get an approved story;
 * owner@calmpath.local's business gets two approved steps and one waiting for review.
 */

type Scene = 'door' | 'waiting' | 'room' | 'quiet';

const SCENES: Record<Scene, { altText: string; caption: string }> = {
  door: {
    altText: 'Glass front door with a sage green frame and a step-free entrance',
    caption: 'You come in through this door. It opens by hand and there is no step.',
  },
  waiting: {
    altText: 'Waiting area with four soft chairs along a pale wall and a small table',
    caption: 'The waiting area is small. Ask at the desk if you would rather wait outside.',
  },
  quiet: {
    altText: 'A quiet corner with a beanbag and a shelf of books under a window',
    caption: 'There is a quiet corner with a beanbag and books, away from the desk.',
  },
  room: {
    altText: 'Treatment room with dimmed lights and one chair by the window',
    caption: 'The visit happens in this room. The lights can be turned down.',
  },
};

/** A calm, simple drawing of a scene (shapes only, so no font is needed). */
function sceneSvg(scene: Scene, hue: number): string {
  const wall = `hsl(${hue} 30% 88%)`;
  const floor = `hsl(${hue} 20% 70%)`;
  const accent = `hsl(${hue} 35% 38%)`;
  const soft = `hsl(${(hue + 40) % 360} 35% 62%)`;
  const shapes: Record<Scene, string> = {
    door: `<rect x="460" y="140" width="280" height="460" rx="8" fill="${accent}"/>
      <rect x="490" y="170" width="220" height="400" fill="hsl(${hue} 40% 92%)"/>
      <circle cx="690" cy="380" r="12" fill="${floor}"/>
      <rect x="420" y="600" width="360" height="20" fill="${accent}"/>`,
    waiting: [0, 1, 2, 3]
      .map(
        (i) => `<rect x="${200 + i * 200}" y="430" width="140" height="110" rx="24" fill="${soft}"/>
      <rect x="${200 + i * 200}" y="360" width="140" height="90" rx="24" fill="${accent}"/>`,
      )
      .join('')
      .concat(`<rect x="520" y="520" width="160" height="60" rx="8" fill="${floor}"/>`),
    quiet: `<rect x="760" y="120" width="260" height="220" rx="6" fill="hsl(${hue} 50% 94%)" stroke="${accent}" stroke-width="12"/>
      <ellipse cx="420" cy="540" rx="190" ry="90" fill="${soft}"/>
      <rect x="160" y="200" width="260" height="24" fill="${accent}"/>
      <rect x="180" y="150" width="30" height="50" fill="${soft}"/><rect x="220" y="160" width="26" height="40" fill="${accent}"/>`,
    room: `<rect x="760" y="120" width="260" height="240" rx="6" fill="hsl(${hue} 50% 94%)" stroke="${accent}" stroke-width="12"/>
      <rect x="420" y="360" width="340" height="120" rx="40" fill="${soft}"/>
      <rect x="560" y="480" width="60" height="120" fill="${accent}"/>
      <circle cx="300" cy="140" r="50" fill="hsl(45 60% 85%)"/>`,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
    <rect width="1200" height="800" fill="${wall}"/>
    <rect y="600" width="1200" height="200" fill="${floor}"/>
    ${shapes[scene]}
  </svg>`;
}

export async function demoPhoto(scene: Scene, hue: number): Promise<Buffer> {
  return sharp(Buffer.from(sceneSvg(scene, hue)))
    .jpeg({ quality: 82 })
    .toBuffer();
}

/** Listed demo businesses that get an approved story (the first few by id, not the owner's). */
export async function photoDemoProviderIds(db: Db, count = 3): Promise<number[]> {
  const rows = await db
    .select({ id: providers.id })
    .from(providers)
    .where(
      and(ne(providers.accommodation_status, 'pending'), ne(providers.id, DEMO_OWNER_PROVIDER_ID)),
    )
    .orderBy(asc(providers.id))
    .limit(count);
  return rows.map((r) => r.id);
}

async function addDemoPhotos(
  db: Db,
  storage: Storage,
  providerId: number,
  scenes: Scene[],
  hue: number,
) {
  const ids: string[] = [];
  for (const scene of scenes) {
    const photo = await addPhoto({
      db,
      storage,
      user: null,
      providerId,
      image: await demoPhoto(scene, hue),
      details: SCENES[scene],
    });
    ids.push(photo.id);
  }
  return ids;
}

/** Loads the demo photos; returns how many were stored. */
export async function seedPhotoDemo(db: Db, storage: Storage): Promise<number> {
  const stories: Scene[][] = [
    ['door', 'waiting', 'quiet', 'room'],
    ['door', 'waiting', 'room'],
    ['door', 'room'],
  ];
  const approved: string[] = [];
  const targets = await photoDemoProviderIds(db, stories.length);
  for (const [i, providerId] of targets.entries()) {
    approved.push(
      ...(await addDemoPhotos(db, storage, providerId, stories[i] ?? [], 150 + i * 60)),
    );
  }
  const [owner] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(eq(providers.id, DEMO_OWNER_PROVIDER_ID));
  let pending = 0;
  if (owner) {
    approved.push(...(await addDemoPhotos(db, storage, owner.id, ['door', 'waiting'], 170)));
    pending = (await addDemoPhotos(db, storage, owner.id, ['quiet'], 170)).length;
  }
  if (approved.length > 0) {
    await db
      .update(provider_photos)
      .set({ status: 'approved', moderated_at: DEMO_BASE_DATE })
      .where(inArray(provider_photos.id, approved));
  }
  return approved.length + pending;
}

export const PHOTO_DEMO_PENDING_ALT = SCENES.quiet.altText;
