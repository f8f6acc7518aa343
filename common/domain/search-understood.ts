import { BUSINESS_CATEGORY_GROUPS } from '../catalog/business-categories';
import { CATEGORY_PLURALS, US_STATES } from '../catalog/search-vocabulary';
import { namesEvery, type QueryUnit } from './search-query';

/**
 * The calm line above the results that says how a search was read (decision 021): 'Pediatricians in
 * Austin, TX', 'Providers with Weighted Blankets / Lap Pads'. `placeOf` gives the location a
 * typed word turned out to be (every result was there), if any. Null when the line read as one
 * plain piece of text, which the heading already shows.
 */
export function describeSearch(
  units: readonly QueryUnit[],
  placeOf: (unit: QueryUnit) => string | null,
): string | null {
  let subject: string | null = null;
  const withs: string[] = [];
  const places: string[] = [];
  const words: string[] = [];
  let understood = false;
  const kinds = units.filter((u) => u.kind === 'category' || u.kind === 'group');
  for (const unit of units) {
    if (unit.kind === 'group') {
      const label = BUSINESS_CATEGORY_GROUPS.find((g) => g.key === unit.group)?.label;
      subject ??= `${label} providers`;
      understood = true;
    } else if (unit.kind === 'category') {
      const labels = unit.categories.map((c) => CATEGORY_PLURALS[c] ?? c);
      subject ??= labels.length <= 3 ? joinWith(labels, 'or') : null;
      understood = true;
    } else if (unit.kind === 'accommodation') {
      // 'AAC device ... nonverbal': the same need said twice is named once.
      const need = joinWith([...unit.accommodations], 'or');
      if (!withs.includes(need)) withs.push(need);
      understood = true;
    } else if (unit.kind === 'state' && unit.state) {
      // 'austin tx': the city's location already names the state.
      if (!places.some((p) => p.endsWith(`, ${unit.state}`)))
        places.push(US_STATES[unit.state] ?? unit.state);
      understood = true;
    } else if (unit.kind === 'zip') {
      places.push(unit.text);
      understood = true;
    } else {
      const place = placeOf(unit);
      if (place) {
        const state = place.match(/, ([A-Z]{2})$/)?.[1];
        const stateName = state ? US_STATES[state] : undefined;
        // 'austin tx' names the state twice; 'kansas city' was never the state of Kansas.
        const city = place.toLowerCase();
        for (let i = places.length - 1; i >= 0; i--)
          if (places[i] === stateName || city.startsWith(`${places[i]?.toLowerCase()} `))
            places.splice(i, 1);
        if (!places.includes(place)) places.push(place);
        understood = true;
        // 'speech therapist': the word is in the kind's own name, which the line already says.
      } else if (!kinds.some((k) => namesEvery(k.categories, unit.text))) words.push(unit.text);
    }
  }
  if (!understood && units.length < 2) return null;
  let line = subject ?? 'Providers';
  if (words.length > 0) line += ` matching ${words.map((w) => `“${w}”`).join(' and ')}`;
  if (withs.length > 0) line += ` with ${joinWith(withs, 'and')}`;
  if (places.length > 0) line += ` in ${joinWith(places, 'and')}`;
  return line;
}

function joinWith(items: readonly string[], word: 'and' | 'or'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1]}`;
}
