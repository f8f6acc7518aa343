import { icu } from '../../i18n/icu';
import type { Translation } from '../../i18n/translation';
import type * as En from '../needs';

/** Spanish for common/messages/needs.ts (decision 062; terms: docs/spanish-glossary.md). */

/** A number as US Spanish writes it (1,234). */
const num = (value: number) => value.toLocaleString('es-US');

export const NEEDS_MESSAGES: Translation<typeof En.NEEDS_MESSAGES> = {
  myNeeds: 'Mis necesidades',
  pageTitle: 'Mis necesidades',
  intro:
    'Cuéntenos qué le ayuda. Así la búsqueda le muestra qué tan bien se adapta cada lugar, y usted puede hacer una tarjeta para entregar en la recepción.',
  needsHeading: 'Lo que ayuda',
  needsHint: 'Elija todo lo que ayude. Puede cambiarlo cuando quiera.',
  zipLabel: 'Código postal',
  zipHint: 'Opcional. Sirve para encontrar lugares cerca de usted.',
  zipInvalid: 'Escriba un código postal de 5 dígitos',
  saveNeeds: 'Guardar mis necesidades',
  needsSaved: 'Sus necesidades se guardaron.',
  saveFailed: 'No se pudieron guardar sus cambios. Por favor, inténtelo de nuevo.',
  meets: (met, total) =>
    icu(
      'es',
      'Cumple {met} de {total, plural, one {su {all} necesidad} other {sus {all} necesidades}}',
      { met: num(met), total, all: num(total) },
    ),
  confirmedByFamilies: (confirmed) =>
    icu(
      'es',
      '{confirmed, plural, =0 {ninguna confirmada por familias todavía} one {{n} confirmada por familias} other {{n} confirmadas por familias}}',
      { confirmed, n: num(confirmed) },
    ),
  sortLabel: 'Ordenar por',
  sortRank: 'Recomendados',
  sortBestMatch: 'Lo más adecuado para mí',
  addNeedsPrompt: 'Agregue sus necesidades para ver qué tan bien se adapta cada lugar.',
  similarNeeds: 'Necesidades parecidas a las suyas',
  cardHeading: 'Mi tarjeta de necesidades',
  cardIntro:
    'Una tarjeta de una página que le dice a quien le atiende qué le ayuda. Solo lleva lo que usted elija aquí.',
  cardInclude: 'Incluir en la tarjeta',
  cardNoteLabel: 'Una nota para quien le atienda',
  cardNoteHint:
    'Por ejemplo: “Los ruidos fuertes son difíciles. Por favor, avísenos antes de empezar”.',
  cardCommunicationLabel: 'Cómo comunicarse',
  cardCommunicationHint: 'Por ejemplo: “Hable despacio y muestre imágenes cuando pueda”.',
  cardDisplayNameLabel: 'Nombre en la tarjeta',
  cardDisplayNameHint: 'Opcional. Déjelo vacío para que la tarjeta no lleve nombre.',
  saveCard: 'Guardar la tarjeta',
  cardSaved: 'Su tarjeta se guardó.',
  printCard: 'Imprimir la tarjeta',
  printedTitle: (name) => (name ? `Lo que ayuda a ${name}` : 'Lo que me ayuda'),
  printedHelps: 'Esto ayuda:',
  printedNote: 'Es importante saber:',
  printedCommunication: 'Cómo hablar conmigo:',
  printedFooter: 'Hecha con CalmPath. Gracias por su ayuda.',
  emptyCard: 'La tarjeta todavía está vacía. Elija qué incluir y guárdela.',
  shareHeading: 'Enlace para compartir',
  shareIntro:
    'Cualquier persona con el enlace puede leer la tarjeta (no su correo electrónico, su código postal ni nada más). Puede desactivar el enlace cuando quiera.',
  createLink: 'Crear un enlace para compartir',
  linkLabel: 'Enlace para compartir',
  copyLink: 'Copiar enlace',
  linkCopied: 'Enlace copiado.',
  revokeLink: 'Desactivar el enlace',
  linkRevoked: 'El enlace está desactivado. Ya nadie puede abrirlo.',
  linkCreated: 'Su enlace para compartir está listo.',
  saveBeforeSharing: 'Guarde la tarjeta antes de compartirla.',
  sharedCardTitle: 'Tarjeta de necesidades',
  sharedNotFoundTitle: 'Esta tarjeta no está disponible',
  sharedNotFound:
    'Puede que la persona que la compartió haya desactivado el enlace. Pídale uno nuevo.',
  sharedRateLimited: 'Demasiadas solicitudes. Espere un minuto y vuelva a intentarlo.',
};

export const TEXT_AREA_FIELD_MESSAGES: Translation<typeof En.TEXT_AREA_FIELD_MESSAGES> = {
  optional: '(opcional)',
};
