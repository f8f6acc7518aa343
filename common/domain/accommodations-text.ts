import { ALL_ACCOMMODATIONS } from '../catalog/accommodations';

/**
 * The providers.accommodations column: selected items joined by ', ', optionally followed by
 * ' | Custom: ' and the applicant's own suggestion (provider-admin-side.md §3).
 */
export const CUSTOM_MARKER = ' | Custom: ';
const ITEM_SEPARATOR = ', ';

export interface AccommodationsText {
  items: string[];
  custom: string | null;
}

/*
 * Some catalogue names contain commas ('Staff Use AAC, Sign Language, or Visual Cues'), so a plain
 * split would tear them apart. Each catalogue name is kept as its comma-separated pieces, by its
 * first piece (longest names first), and matched against the text's pieces before falling back
 * to one piece per item. Search pages parse 20 of these per request, so lookups are by key.
 */
const CATALOGUE_BY_FIRST_PIECE = new Map<string, { name: string; pieces: string[] }[]>();
for (const entry of [...ALL_ACCOMMODATIONS]
  .map((name) => ({ name, pieces: splitPieces(name).map((p) => p.toLowerCase()) }))
  .sort((a, b) => b.pieces.length - a.pieces.length)) {
  const first = entry.pieces[0] ?? '';
  CATALOGUE_BY_FIRST_PIECE.set(first, [...(CATALOGUE_BY_FIRST_PIECE.get(first) ?? []), entry]);
}

function splitPieces(text: string): string[] {
  return text.split(',').map((piece) => piece.trim());
}

/*
 * The marker may lose its surrounding spaces when a row was edited by hand, and a row with no
 * items begins with 'Custom: ' (see formatAccommodationsText), so both shapes are accepted.
 */
const CUSTOM_PATTERN = /(?:^|\s*\|\s*)Custom:\s*/;

/** Reads the column back into its selected items and optional custom suggestion. */
export function parseAccommodationsText(text: string | null | undefined): AccommodationsText {
  if (!text?.trim()) return { items: [], custom: null };
  const marker = CUSTOM_PATTERN.exec(text);
  const listPart = marker ? text.slice(0, marker.index) : text;
  const customPart = marker ? text.slice(marker.index + marker[0].length).trim() : '';

  const pieces = splitPieces(listPart);
  const lower = pieces.map((piece) => piece.toLowerCase());
  const items: string[] = [];
  let i = 0;
  while (i < pieces.length) {
    const known = CATALOGUE_BY_FIRST_PIECE.get(lower[i] ?? '')?.find(({ pieces: wanted }) =>
      wanted.every((w, k) => lower[i + k] === w),
    );
    if (known) {
      // Catalogue spelling wins over the stored casing so comparisons elsewhere stay exact.
      items.push(known.name);
      i += known.pieces.length;
      continue;
    }
    const piece = pieces[i] ?? '';
    if (piece) items.push(piece);
    i += 1;
  }
  return { items: unique(items), custom: customPart || null };
}

/** Writes selected items and an optional custom suggestion in the column's format. */
export function formatAccommodationsText(items: readonly string[], custom?: string | null): string {
  const list = unique(items.map((item) => item.trim()).filter(Boolean)).join(ITEM_SEPARATOR);
  const suggestion = custom?.trim();
  if (!suggestion) return list;
  return list ? `${list}${CUSTOM_MARKER}${suggestion}` : `Custom: ${suggestion}`;
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}
