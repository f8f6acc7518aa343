import { MESSAGE_AREAS } from './message-areas';

/*
 * The server's English texts in Spanish (decision 067). At start-up, every English message object
 * of every area is laid beside its Spanish twin: each English string maps to its Spanish one, and
 * each message function is called with made-up values (text markers, then numbers) to learn its
 * pattern, e.g. 'Please keep it to ⟦a⟧ characters' → 'Use ⟦a⟧ caracteres o menos', so a message
 * the server formatted can be matched and re-written with the same values. A value a pattern
 * captures is itself translated (a contract's message inside 'Invalid value for rating: …').
 * Texts that match nothing stay as they are: people's own words, names, numbers.
 */

type Slot = { marker: string; kind: 'text' | 'number' };
type Pattern = { regex: RegExp; spanish: string; slots: Slot[]; literal: number };

const MARKERS = ['⟦a⟧', '⟦b⟧', '⟦c⟧', '⟦d⟧', '⟦e⟧'] as const;
const NUMBERS = [7, 23, 59, 83, 97] as const;
const HAS_LETTER = /\p{L}/u;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const numberToken = (n: number | string) => new RegExp(`(?<![\\d.,])${n}(?![\\d.,])`, 'g');

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The argument lists a message function is tried with: markers, numbers, and mixes. */
function attempts(arity: number): { args: unknown[]; slots: Slot[] }[] {
  const text = (i: number): Slot => ({ marker: MARKERS[i] as string, kind: 'text' });
  const num = (value: number): Slot => ({ marker: String(value), kind: 'number' });
  const lists: Slot[][] = [
    Array.from({ length: arity }, (_, i) => text(i)),
    Array.from({ length: arity }, (_, i) => num(NUMBERS[i] as number)),
    Array.from({ length: arity }, (_, i) => (i === 0 ? num(1) : num(NUMBERS[i] as number))),
    Array.from({ length: arity }, (_, i) => (i === 0 ? num(NUMBERS[0]) : text(i))),
    Array.from({ length: arity }, (_, i) => (i === 0 ? num(1) : text(i))),
    Array.from({ length: arity }, (_, i) => (i === 0 ? text(0) : num(NUMBERS[i] as number))),
  ];
  return lists.map((slots) => ({
    slots,
    args: slots.map((s) => (s.kind === 'number' ? Number(s.marker) : s.marker)),
  }));
}

/** How often a slot's marker appears in a text (a number as a whole token only). */
function occurrences(text: string, slot: Slot): number {
  if (slot.kind === 'text') return text.split(slot.marker).length - 1;
  return text.match(numberToken(slot.marker))?.length ?? 0;
}

function patternOf(english: string, spanish: string, slots: Slot[]): Pattern | null {
  const used = slots.filter((s) => occurrences(english, s) > 0);
  /* Each value once in each language, and every value English shows kept by the Spanish. */
  if (used.some((s) => occurrences(english, s) !== 1 || occurrences(spanish, s) !== 1)) return null;
  let source = escapeRegex(english);
  let literal = english;
  const order: { slot: Slot; at: number }[] = [];
  for (const slot of used) {
    order.push({
      slot,
      at: english.search(
        slot.kind === 'text' ? escapeRegex(slot.marker) : numberToken(slot.marker),
      ),
    });
    literal = literal.replace(slot.kind === 'text' ? slot.marker : numberToken(slot.marker), '');
  }
  if (!HAS_LETTER.test(literal)) return null;
  for (const slot of used) {
    const group = slot.kind === 'text' ? '([\\s\\S]+?)' : '(\\d[\\d,.]*)';
    source =
      slot.kind === 'text'
        ? source.replace(escapeRegex(slot.marker), group)
        : source.replace(numberToken(escapeRegex(slot.marker)), group);
  }
  order.sort((a, b) => a.at - b.at);
  return {
    regex: new RegExp(`^${source}$`, 'u'),
    spanish,
    slots: order.map((o) => o.slot),
    literal: literal.length,
  };
}

export type MessageTranslator = (message: string) => string;

/** Builds the English → Spanish translator from every area (or the ones given, for tests). */
export function spanishTranslator(
  areas: Readonly<Record<string, { en: unknown; es: unknown }>> = MESSAGE_AREAS,
): MessageTranslator {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];

  /* What a function returned for one attempt: a text, or an object or list of texts. */
  const learnOutput = (en: unknown, es: unknown, slots: Slot[]): void => {
    if (typeof en === 'string') {
      if (typeof es !== 'string' || en === es) return;
      if (!slots.some((s) => occurrences(en, s) > 0)) {
        if (HAS_LETTER.test(en) && !exact.has(en)) exact.set(en, es);
        return;
      }
      const pattern = patternOf(en, es, slots);
      if (pattern && !patterns.some((p) => p.regex.source === pattern.regex.source))
        patterns.push(pattern);
    } else if (Array.isArray(en)) {
      if (Array.isArray(es)) for (const [i, item] of en.entries()) learnOutput(item, es[i], slots);
    } else if (isPlainObject(en) && isPlainObject(es)) {
      for (const [key, value] of Object.entries(en)) learnOutput(value, es[key], slots);
    }
  };

  const learnFunction = (en: (...a: unknown[]) => unknown, es: (...a: unknown[]) => unknown) => {
    for (const attempt of attempts(en.length)) {
      try {
        learnOutput(en(...attempt.args), es(...attempt.args), attempt.slots);
      } catch {
        /* this kind of values does not suit the function: try the next */
      }
    }
  };

  const learn = (en: unknown, es: unknown): void => {
    if (typeof en === 'string') {
      if (typeof es === 'string' && es !== en && HAS_LETTER.test(en) && !exact.has(en))
        exact.set(en, es);
    } else if (typeof en === 'function') {
      if (typeof es === 'function')
        learnFunction(en as (...a: unknown[]) => unknown, es as (...a: unknown[]) => unknown);
    } else if (Array.isArray(en)) {
      if (Array.isArray(es)) for (const [i, item] of en.entries()) learn(item, es[i]);
    } else if (isPlainObject(en) && isPlainObject(es)) {
      for (const [key, value] of Object.entries(en)) learn(value, es[key]);
    }
  };

  for (const { en, es } of Object.values(areas)) {
    if (!isPlainObject(en) || !isPlainObject(es)) continue;
    for (const [name, spanish] of Object.entries(es)) learn(en[name], spanish);
  }
  /* The most specific first: the longer a pattern's own words, the sooner it is tried. */
  patterns.sort((a, b) => b.literal - a.literal);

  const translate = (message: string, depth = 0): string => {
    const known = exact.get(message) ?? exact.get(message.trim());
    if (known !== undefined) return known;
    if (depth > 3 || !HAS_LETTER.test(message)) return message;
    for (const pattern of patterns) {
      const match = pattern.regex.exec(message);
      if (!match) continue;
      let out = pattern.spanish;
      pattern.slots.forEach((slot, i) => {
        const value = match[i + 1] ?? '';
        const shown = slot.kind === 'text' ? translate(value, depth + 1) : value;
        out =
          slot.kind === 'text'
            ? out.replace(slot.marker, () => shown)
            : out.replace(numberToken(slot.marker), () => shown);
      });
      return out;
    }
    return message;
  };
  return (message) => translate(message);
}

let built: MessageTranslator | null = null;

/** The translator over every area, built the first time it is needed. */
export function toSpanish(message: string): string {
  built ??= spanishTranslator();
  return built(message);
}
