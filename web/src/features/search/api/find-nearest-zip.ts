import type { NearestZip } from '@common/contracts/places';
import { api } from '@web/lib/api';

/** 'Use my location': the ZIP code nearest the browser's position, asked once per click. */
export function findNearestZip(coords: { latitude: number; longitude: number }) {
  const params = new URLSearchParams({
    latitude: String(coords.latitude),
    longitude: String(coords.longitude),
  });
  return api<NearestZip>(`/api/places/nearest-zip?${params}`);
}
