import type { RegistrySource } from '../db/schema';

/** One place as a registry lists it, in our fields (decision 059). */
export type RegistryRecord = {
  externalId: string;
  name: string;
  category: string;
  /** The street address line ('' when the registry gives none). */
  street: string;
  city: string;
  state: string;
  /** Five digits, or '' when the registry gives none. */
  zip: string;
  phone: string | null;
  website: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The registry's date for this record, YYYY-MM-DD. */
  sourceDate: string | null;
};

/*
 * What a reader makes of one line or element. 'bad' is a row that should have been a place but
 * cannot be read; it still names its external id when it could be read, so a place that only had
 * a bad line in this file is not retired for it. 'skipped' is a row that is not one of our places
 * (another taxonomy, a deactivated NPI, a state not asked for, an unnamed pool).
 */
export type ReadEvent =
  | { kind: 'record'; line: number; record: RegistryRecord }
  | { kind: 'bad'; line: number; reason: string; externalId?: string }
  | { kind: 'skipped'; line: number };

export type RegistryReader = {
  source: RegistrySource;
  events: AsyncIterable<ReadEvent>;
  /** Bytes of the file read so far and the file's size, for the progress bar. */
  progress(): { bytes: number; total: number };
};

/* Field lengths the providers table checks (PROVIDER_FIELD_MAX_LENGTHS). */
const NAME_MAX = 200;
const LOCATION_MAX = 200;

/** The listing's one-line location: 'street, city, ST 12345', without the empty parts. */
export function locationOf(record: RegistryRecord): string {
  const stateZip = [record.state, record.zip].filter(Boolean).join(' ');
  const line = [record.street, record.city, stateZip].filter(Boolean).join(', ');
  return line.slice(0, LOCATION_MAX);
}

export function clipName(name: string): string {
  return name.slice(0, NAME_MAX);
}

/*
 * The exact-match keys (migration 0025's registry_phone_key and registry_address_key compute the
 * same on the listings side): the phone's last ten digits, the address's letters and digits.
 */
export function phoneKey(phone: string | null): string | null {
  const digits = (phone ?? '').replace(/[^0-9]/g, '');
  return digits.length >= 10 ? digits.slice(-10) : null;
}

export function addressKey(location: string): string | null {
  return location.toLowerCase().replace(/[^a-z0-9]+/g, '') || null;
}

/** '5125550100' → '(512) 555-0100'; anything else as given, trimmed. */
export function formatPhone(raw: string): string | null {
  const trimmed = raw.trim();
  if (!trimmed) return null;
  const digits = trimmed.replace(/[^0-9]/g, '');
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (ten.length === 10) return `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`;
  return trimmed.slice(0, 40);
}

/* Registries shout ('CALM KIDS DENTAL'): such a name reads better as 'Calm Kids Dental'. */
export function displayCase(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (trimmed !== trimmed.toUpperCase()) return trimmed;
  return trimmed
    .toLowerCase()
    .replace(/(^|[\s\-/&(])([a-z])/g, (_, p: string, c: string) => p + c.toUpperCase());
}
