import type { Translation } from '../../i18n/translation';
import type * as En from '../badges';

/** Spanish for common/messages/badges.ts (decision 062; terms: docs/spanish-glossary.md). */

export const LISTING_STATUS_LABELS: Translation<typeof En.LISTING_STATUS_LABELS> = {
  verified: '✓ Proveedor verificado',
  rejected: '✗ Rechazado',
  other: '⏳ En revisión',
};

export const DOCUMENT_BADGE_LABELS: Translation<typeof En.DOCUMENT_BADGE_LABELS> = {
  verified: 'Documentos verificados',
  rejected: 'Documentos rechazados',
  pending: 'Documentos en revisión',
  other: 'Sin documentos subidos',
};
