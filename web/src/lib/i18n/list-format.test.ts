import { describe, expect, it } from 'vitest';
import { listInSentence } from './list-format';

describe('listInSentence', () => {
  it('names weekdays as each language writes them in a sentence', () => {
    expect(listInSentence(['Tuesday', 'Thursday'], { weekdays: true, locale: 'en' })).toBe(
      'Tuesday and Thursday',
    );
    expect(listInSentence(['Martes', 'Jueves'], { weekdays: true, locale: 'es' })).toBe(
      'martes y jueves',
    );
    expect(
      listInSentence(['Lunes', 'Miércoles', 'Viernes'], { weekdays: true, locale: 'es' }),
    ).toBe('lunes, miércoles y viernes');
  });

  it('keeps the first choice as written and starts the others lower case', () => {
    expect(listInSentence(['Morning', 'Afternoon'], { locale: 'en' })).toBe(
      'Morning and afternoon',
    );
    expect(listInSentence(['Por la mañana', 'Por la tarde'], { locale: 'es' })).toBe(
      'Por la mañana y por la tarde',
    );
    expect(listInSentence(['Evening'], { locale: 'en' })).toBe('Evening');
  });
});
