import { describe, expect, it } from 'vitest';
import { readNearMe } from '../domain/near-me';
import { parseSearchQuery, readNearCity, readNearPlace } from '../domain/search-query';
import { describeSearch, type UnderstoodWords } from '../domain/search-understood';
import * as ES from '../messages/es/catalog';
import { ALL_ACCOMMODATIONS } from './accommodations';
import { ALL_BUSINESS_CATEGORIES } from './business-categories';
import {
  SPANISH_ACCOMMODATION_SYNONYMS,
  SPANISH_CATEGORY_SYNONYMS,
  SPANISH_GROUP_SYNONYMS,
} from './search-vocabulary-es';

/*
 * The search understands Spanish (decision 065): the glossary's words find what their
 * English twins find, accents optional, and a Spanish sentence reads as its English one.
 */

/** What the server is asked to match: each unit's kind and meaning, without the typed text. */
const meaning = (q: string) =>
  parseSearchQuery(q).units.map((u) => ({
    kind: u.kind,
    categories: [...u.categories].sort(),
    accommodations: [...u.accommodations].sort(),
    state: u.state,
    // A place named in Spanish ('Nueva York') is searched as its English name too.
    text:
      u.kind === 'word' || u.kind === 'zip' ? (u.aliases[0] ?? u.text.toLowerCase()) : undefined,
  }));

describe('Spanish search words', () => {
  it('map only to catalogue categories and accommodations', () => {
    for (const categories of Object.values(SPANISH_CATEGORY_SYNONYMS))
      for (const c of categories) expect(ALL_BUSINESS_CATEGORIES).toContain(c);
    for (const items of Object.values(SPANISH_ACCOMMODATION_SYNONYMS))
      for (const a of items) expect(ALL_ACCOMMODATIONS).toContain(a);
    expect(Object.keys(SPANISH_GROUP_SYNONYMS).length).toBeGreaterThan(5);
  });

  it('read as their English words', () => {
    const twins: [string, string][] = [
      ['dentista', 'dentist'],
      ['Dentistas', 'dentists'],
      ['pediatra', 'pediatrician'],
      ['peluquería', 'hair salon'],
      ['barbería', 'barber'],
      ['guardería', 'daycare'],
      ['clases de natación', 'swim lessons'],
      ['natación', 'swim'],
      ['terapia del habla', 'speech therapy'],
      ['fonoaudiólogo', 'speech therapy'],
      ['logopeda', 'speech therapy'],
      ['terapia ocupacional', 'occupational therapy'],
      ['terapeuta ocupacional', 'occupational therapy'],
      ['fisioterapia', 'physical therapy'],
      ['sala de espera tranquila', 'quiet waiting area'],
      ['luz tenue', 'dim lighting'],
      ['horario sensorial', 'sensory friendly hours'],
      ['mantas con peso', 'weighted blankets'],
      ['lenguaje de señas', 'sign language'],
      ['visitar antes', 'visit first'],
      ['salud', 'healthcare'],
    ];
    for (const [es, en] of twins) expect(meaning(es), es).toEqual(meaning(en));
    for (const dentist of ['odontopediatra', 'dentista pediátrico', 'odontólogo'])
      expect(meaning(dentist), dentist).toEqual(meaning('dentist'));
  });

  it('need no accents, and keep ñ apart where it makes another word', () => {
    const pairs: [string, string][] = [
      ['peluqueria', 'peluquería'],
      ['guarderia', 'guardería'],
      ['barberia', 'barbería'],
      ['natacion', 'natación'],
      ['medico familiar', 'médico familiar'],
      ['audifonos', 'audífonos'],
      ['terapia fisica', 'terapia física'],
    ];
    for (const [plain, accented] of pairs) expect(meaning(plain), plain).toEqual(meaning(accented));
    expect(meaning('uñas')[0]?.categories).toEqual(['Nail Salon']);
    expect(meaning('salon de unas')[0]?.categories).toEqual(['Nail Salon']);
    // 'unas' (some) is a word the line drops, not nails.
    expect(meaning('unas peluquerías')).toEqual(meaning('peluquería'));
  });

  it('read Spanish sentences as their English ones', () => {
    const twins: [string, string][] = [
      ['dentista para mi hijo autista en Austin', 'dentist for my autistic son in Austin'],
      ['busco un pediatra en Chicago para mi hija de 4 años', 'pediatrician in Chicago'],
      ['¿hay alguna peluquería en Denver que atienda niños con autismo?', 'haircut denver'],
      ['clases de natación para niños autistas en San Diego', 'swim lessons san diego'],
      ['una barbería que use solo tijeras', 'barber scissors only'],
      ['dentista con sala de espera tranquila', 'dentist with a quiet waiting area'],
      ['pediatra en Los Angeles que hable español', 'pediatrician in los angeles'],
    ];
    for (const [es, en] of twins) expect(meaning(es), es).toEqual(meaning(en));
    // A place named in Spanish is also searched by its English name.
    expect(parseSearchQuery('terapia ocupacional en Nueva York').units[1]?.aliases).toEqual([
      'new york',
    ]);
  });

  it("drops Spanish stop and filler words, and keeps 'tranquilo' as a describing word", () => {
    const read = parseSearchQuery('una peluquería tranquila para mi hijo que tenga paciencia');
    expect(read.units.map((u) => u.kind)).toEqual(['category']);
    expect(read.soft.map((w) => w.text)).toEqual(['tranquila']);
    expect(read.soft[0]?.accommodations).toContain('Quiet Waiting Area');
    // 'mi' is 'my', not Michigan; 'MI' typed as a code still is.
    expect(meaning('dentista para mi hijo')).toEqual(meaning('dentist'));
    expect(parseSearchQuery('dentist Detroit MI').units.at(-1)?.state).toBe('MI');
  });

  it("reads 'cerca de' a ZIP or a city, a distance in miles, and 'cerca de mí'", () => {
    expect(readNearPlace('peluquería tranquila cerca de 78704')).toEqual({
      line: 'peluquería tranquila',
      near: { zip: '78704', within: null },
    });
    expect(readNearPlace('clases de natación a 25 millas de 80218').near).toEqual({
      zip: '80218',
      within: 25,
    });
    expect(readNearPlace('dentista en el código postal 02115').near?.zip).toBe('02115');
    // Longest first, and never a reading that ends in a word the line reads ('hijo', 'mi').
    expect(readNearCity('pediatra cerca de Chicago para mi hijo').map((r) => r.city)).toEqual([
      'chicago',
    ]);
    expect(readNearCity('dentista en austin', { inCity: true })[0]?.city).toBe('austin');
    for (const line of [
      'dentista cerca de mí',
      'dentista cerca de mi',
      'barbería cerca de mi casa',
    ])
      expect(readNearMe(line).nearMe, line).toBe(true);
    expect(readNearMe('dentista cerca de mi').line).toBe('dentista');
  });
});

describe('the understood line in Spanish', () => {
  const spanish: UnderstoodWords = {
    line: ES.UNDERSTOOD_LINE_WORDS,
    plurals: ES.CATEGORY_PLURAL_LABELS,
    groups: ES.CATEGORY_GROUP_LABELS,
    accommodations: ES.ACCOMMODATION_LABELS,
    states: ES.STATE_NAMES,
  };
  const say = (q: string, place: string | null = null) =>
    describeSearch(parseSearchQuery(q).units, (u) => (u.kind === 'word' ? place : null), spanish);

  it('names categories, groups and needs in Spanish, whichever language was typed', () => {
    expect(say('dentista para mi hijo autista en Austin', 'Austin, TX')).toBe(
      'Dentistas en Austin, TX',
    );
    expect(say('dentist austin', 'Austin, TX')).toBe('Dentistas en Austin, TX');
    expect(say('peluquería con luz tenue')).toBe(
      'Peluquerías / Barberías con Luz tenue o ajustable',
    );
    expect(say('salud')).toBe('Lugares de salud');
    expect(say('médico')).toBe('Pediatras o Médicos de familia');
    expect(say('sala de espera tranquila')).toBe('Lugares con Sala de espera tranquila');
    expect(say('dentista azul')).toBe('Dentistas que coinciden con “azul”');
  });

  it('names a state by its Spanish name, typed in either language or by its code', () => {
    expect(say('dentista en nuevo méxico')).toBe('Dentistas en Nuevo México');
    expect(say('dentist in New Mexico')).toBe('Dentistas en Nuevo México');
    expect(say('pediatra en carolina del norte')).toBe('Pediatras en Carolina del Norte');
    expect(say('dentista en Texas')).toBe('Dentistas en Texas');
    expect(say('barbería PA')).toBe('Peluquerías / Barberías en Pensilvania');
    // A town the search found keeps its code: the state is not named twice.
    expect(say('dentista en albuquerque nuevo méxico', 'Albuquerque, NM')).toBe(
      'Dentistas en Albuquerque, NM',
    );
  });

  it('stays English by default, word for word as before', () => {
    const units = parseSearchQuery('peluquería con luz tenue').units;
    expect(describeSearch(units, () => null)).toBe(
      'Hair Stylists / Barbers with Dim or Adjustable Lighting',
    );
    expect(describeSearch(parseSearchQuery('dentista en nuevo méxico').units, () => null)).toBe(
      'Dentists in New Mexico',
    );
  });
});
