import { describe, expect, it } from 'vitest';
import * as EN from './admin';
import * as ES from './es/admin';

/* Counts said in one message each (decision 062): English as before, Spanish through ICU plurals. */
describe('admin counts', () => {
  it('the bulk decision', () => {
    expect(EN.BULK_DECISION_DIALOG_MESSAGES.approveTitle(1)).toBe('Approve 1 review?');
    expect(EN.BULK_DECISION_DIALOG_MESSAGES.rejectButton(3)).toBe('Reject 3 reviews');
    expect(ES.BULK_DECISION_DIALOG_MESSAGES.approveTitle(1)).toBe('¿Aprobar 1 reseña?');
    expect(ES.BULK_DECISION_DIALOG_MESSAGES.rejectButton(1250)).toBe('Rechazar 1,250 reseñas');
    expect(ES.BULK_DECISION_DIALOG_MESSAGES.theSelectedWillNot(1)).toBe(
      'La reseña seleccionada no se publicará. ',
    );
  });

  it('the queues and the promotion figures', () => {
    expect(EN.VERIFICATION_TAB_MESSAGES.waitingCount(2, 'oldest first')).toBe(
      '2 providers waiting, oldest first',
    );
    expect(EN.VERIFICATION_TAB_MESSAGES.foundCount(1, 'newest first')).toBe(
      '1 provider found, newest first',
    );
    expect(ES.VERIFICATION_TAB_MESSAGES.waitingCount(1, 'más antiguos primero')).toBe(
      '1 negocio en espera, más antiguos primero',
    );
    expect(EN.PHOTOS_TAB_MESSAGES.waitingCount(1)).toBe('1 photo is waiting for review');
    expect(ES.PHOTOS_TAB_MESSAGES.waitingCount(4)).toBe('4 fotos esperan revisión');
    expect(EN.PROMOTION_FIGURE_MESSAGES.activeInactive(2, 1)).toBe('2 active · 1 inactive');
    expect(ES.PROMOTION_FIGURE_MESSAGES.activeInactive(1, 0)).toBe('1 activa · 0 inactivas');
    expect(EN.PROMOTION_FIGURE_MESSAGES.verificationRateDetail(1)).toBe(
      'Mean verified share of 1 listed provider with reviews',
    );
  });
});
