import {
  ACCOMMODATION_LABELS,
  CATEGORY_GROUP_LABELS,
  CATEGORY_PLURAL_LABELS,
  STATE_NAMES,
  UNDERSTOOD_LINE_WORDS,
} from '../messages/catalog';
import { namesEvery, type QueryUnit } from './search-query';

/*
 * The words the line is made of (common/messages/catalog.ts): the English objects by default,
 * which a Spanish page has already written Spanish over (decision 062); the server, which never
 * changes them, passes the language of the answer (server/features/providers/understood-words.ts,
 * decision 065).
 */
export type UnderstoodWords = {
  line: typeof UNDERSTOOD_LINE_WORDS;
  plurals: Readonly<Record<string, string>>;
  groups: Readonly<Record<string, string>>;
  accommodations: Readonly<Record<string, string>>;
  /** A state's name by its code: 'NM' → 'New Mexico', 'Nuevo México'. */
  states: Readonly<Record<string, string>>;
};

export const PAGE_UNDERSTOOD_WORDS: UnderstoodWords = {
  line: UNDERSTOOD_LINE_WORDS,
  plurals: CATEGORY_PLURAL_LABELS,
  groups: CATEGORY_GROUP_LABELS,
  accommodations: ACCOMMODATION_LABELS,
  states: STATE_NAMES,
};

/**
 * The calm line above the results that says how a search was read (decision 021): 'Pediatricians in
 * Austin, TX', 'Providers with Weighted Blankets / Lap Pads'. `placeOf` gives the location a
 * typed word turned out to be (every result was there), if any. Null when the line read as one
 * plain piece of text, which the heading already shows.
 */
export function describeSearch(
  units: readonly QueryUnit[],
  placeOf: (unit: QueryUnit) => string | null,
  words: UnderstoodWords = PAGE_UNDERSTOOD_WORDS,
): string | null {
  const { line: say } = words;
  let subject: string | null = null;
  const withs: string[] = [];
  const places: string[] = [];
  const typed: string[] = [];
  let understood = false;
  const kinds = units.filter((u) => u.kind === 'category' || u.kind === 'group');
  for (const unit of units) {
    if (unit.kind === 'group') {
      const label = words.groups[unit.group ?? ''] ?? unit.group ?? '';
      subject ??= say.groupProviders(label);
      understood = true;
    } else if (unit.kind === 'category') {
      const labels = unit.categories.map((c) => words.plurals[c] ?? c);
      subject ??= labels.length <= 3 ? joinWith(labels, say.or) : null;
      understood = true;
    } else if (unit.kind === 'accommodation') {
      // 'AAC device ... nonverbal': the same need said twice is named once.
      const need = joinWith(
        unit.accommodations.map((a) => words.accommodations[a] ?? a),
        say.or,
      );
      if (!withs.includes(need)) withs.push(need);
      understood = true;
    } else if (unit.kind === 'state' && unit.state) {
      // 'austin tx': the city's location already names the state.
      if (!places.some((p) => p.endsWith(`, ${unit.state}`)))
        places.push(words.states[unit.state] ?? unit.state);
      understood = true;
    } else if (unit.kind === 'zip') {
      places.push(unit.text);
      understood = true;
    } else {
      const place = placeOf(unit);
      if (place) {
        const state = place.match(/, ([A-Z]{2})$/)?.[1];
        const stateName = state ? words.states[state] : undefined;
        // 'austin tx' names the state twice; 'kansas city' was never the state of Kansas.
        const city = place.toLowerCase();
        for (let i = places.length - 1; i >= 0; i--)
          if (places[i] === stateName || city.startsWith(`${places[i]?.toLowerCase()} `))
            places.splice(i, 1);
        if (!places.includes(place)) places.push(place);
        understood = true;
        // 'speech therapist': the word is in the kind's own name, which the line already says.
      } else if (!kinds.some((k) => namesEvery(k.categories, unit.text))) typed.push(unit.text);
    }
  }
  if (!understood && units.length < 2) return null;
  let line = subject ?? say.providers;
  if (typed.length > 0)
    line = say.matching(line, typed.map((w) => say.quoted(w)).join(` ${say.and} `));
  if (withs.length > 0) line = say.withNeeds(line, joinWith(withs, say.and));
  if (places.length > 0) line = say.inPlaces(line, joinWith(places, say.and));
  return line;
}

function joinWith(items: readonly string[], word: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1]}`;
}
