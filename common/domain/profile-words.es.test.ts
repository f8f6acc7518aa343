import { beforeAll, describe, expect, it } from 'vitest';
import type { AccommodationEvidence, VisitGrid } from '../contracts/profile-stats';
import { setTranslations } from '../i18n/translatable';
import * as esCatalog from '../messages/es/catalog';
import * as esProfileWords from '../messages/es/profile-words';
import * as esProvider from '../messages/es/provider';

/*
 * The profile's words on a Spanish page (decision 062): the translations are handed over before
 * the words' modules run, as web/src/lib/i18n/apply-locale.ts does, so the same functions the
 * English test checks speak Spanish, with ICU's plural rules and Intl's month and weekday names.
 */

let words: typeof import('./profile-words');
let matchScore: typeof import('../messages/profile-words');

beforeAll(async () => {
  setTranslations({ catalog: esCatalog, 'profile-words': esProfileWords, provider: esProvider });
  words = await import('./profile-words');
  matchScore = await import('../messages/profile-words');
});

const evidence = (over: Partial<AccommodationEvidence>): AccommodationEvidence => ({
  accommodation: 'Quiet Waiting Area',
  grade: 'declared',
  declared: true,
  confirmations: 0,
  recentConfirmations: 0,
  latestConfirmedMonth: null,
  mismatchReports: 0,
  documentVerified: false,
  ...over,
});

describe('profile words in Spanish', () => {
  it('names an anonymous reviewer in Spanish, and still never shows an address', () => {
    expect(words.reviewerDisplayName('')).toBe('Un miembro de CalmPath');
    expect(words.reviewerDisplayName('casey@example.com')).toBe('Un miembro de CalmPath');
    expect(words.reviewerDisplayName('Casey Member')).toBe('Casey M.');
  });

  it('month names come from Intl in Spanish', () => {
    expect(words.monthWords('2026-03')).toBe('marzo de 2026');
    expect(words.monthWords('2026-13')).toBe('2026-13');
  });

  it('evidence grades and lines, one family and several', () => {
    expect(words.evidenceWords(evidence({})).grade).toBe('Lo indica el negocio');
    expect(
      words.evidenceWords(
        evidence({
          grade: 'confirmed',
          confirmations: 3,
          recentConfirmations: 3,
          latestConfirmedMonth: '2026-10',
        }),
      ),
    ).toEqual({
      grade: 'Confirmado por 3 familias',
      details: ['La última vez, en octubre de 2026.'],
    });
    expect(
      words.evidenceWords(
        evidence({ grade: 'confirmed', confirmations: 1, recentConfirmations: 1 }),
      ).grade,
    ).toBe('Confirmado por 1 familia');
    expect(
      words.evidenceWords(
        evidence({
          grade: 'document_verified',
          documentVerified: true,
          confirmations: 2,
          recentConfirmations: 1,
          latestConfirmedMonth: '2026-01',
          mismatchReports: 1,
        }),
      ),
    ).toEqual({
      grade: 'Verificado con documentos',
      details: [
        'También lo confirmaron 2 familias, la última vez en enero de 2026.',
        '1 de estas confirmaciones tiene más de 24 meses y cuenta menos.',
        '1 familia dijo que esto no coincidía con lo que decía la ficha.',
      ],
    });
    expect(
      words.evidenceWords(
        evidence({ grade: 'document_verified', confirmations: 1, recentConfirmations: 0 }),
      ).details,
    ).toEqual([
      'También lo confirmó 1 familia.',
      'Todas las confirmaciones tienen más de 24 meses, así que cuentan menos.',
    ]);
  });

  it('heads-up counts', () => {
    expect(words.headsUpWords('beeping_machines', 1)).toMatch(/^1 familia mencionó \p{Ll}/u);
    expect(words.headsUpWords('crowds', 3)).toMatch(/^3 familias mencionaron \p{Ll}/u);
    expect(words.headsUpWords('other', 2)).toBe(
      '2 familias mencionaron algo más que podría ser difícil',
    );
  });

  it('the quietest times, weekdays from Intl', () => {
    const grid: VisitGrid = {
      visitCount: 6,
      minimumVisits: 5,
      cells: [
        { day: 1, time: 'morning', visits: 3, averageBusyness: 1.3 },
        { day: 5, time: 'afternoon', visits: 1, averageBusyness: 5 },
      ],
    };
    expect(words.quietestTimes(grid).map(words.cellWords)).toEqual([
      'Martes por la mañana: muy tranquilo (1.3 de 5, 3 visitas)',
      'Sábado por la tarde: muy lleno y ruidoso (5 de 5, 1 visita)',
    ]);
    expect(words.cellWords({ day: 6, time: 'evening', visits: 0, averageBusyness: null })).toBe(
      'Domingo por la noche: sin visitas',
    );
  });

  it("the match score's explanation", () => {
    expect(matchScore.MATCH_SCORE_EXPLANATION_MESSAGES.tooltip).toMatch(/^Este índice muestra/);
  });
});
