/*
 * Every message area, English and Spanish, for the server's translation of its error texts
 * (decision 067). Static imports, so the bundled server (esbuild) holds them all; a test
 * (message-areas.test.ts) fails on a Spanish area file in common/messages/es/ left out here.
 */
import * as enAccount from '../../common/messages/account';
import * as enAdmin from '../../common/messages/admin';
import * as enAuth from '../../common/messages/auth';
import * as enBadges from '../../common/messages/badges';
import * as enBusiness from '../../common/messages/business';
import * as enCatalog from '../../common/messages/catalog';
import * as esAccount from '../../common/messages/es/account';
import * as esAdmin from '../../common/messages/es/admin';
import * as esAuth from '../../common/messages/es/auth';
import * as esBadges from '../../common/messages/es/badges';
import * as esBusiness from '../../common/messages/es/business';
import * as esCatalog from '../../common/messages/es/catalog';
import * as esFollowChanges from '../../common/messages/es/follow-changes';
import * as esLanguage from '../../common/messages/es/language';
import * as esMail from '../../common/messages/es/mail';
import * as esNeeds from '../../common/messages/es/needs';
import * as esNeedsCardSends from '../../common/messages/es/needs-card-sends';
import * as esPhotos from '../../common/messages/es/photos';
import * as esPlaceDuplicates from '../../common/messages/es/place-duplicates';
import * as esProfileWords from '../../common/messages/es/profile-words';
import * as esProvider from '../../common/messages/es/provider';
import * as esQuietHours from '../../common/messages/es/quiet-hours';
import * as esReview from '../../common/messages/es/review';
import * as esSearch from '../../common/messages/es/search';
import * as esSearchAnswers from '../../common/messages/es/search-answers';
import * as esServerErrors from '../../common/messages/es/server-errors';
import * as esShared from '../../common/messages/es/shared';
import * as esStaffTraining from '../../common/messages/es/staff-training';
import * as esSuggest from '../../common/messages/es/suggest';
import * as esVisitMessages from '../../common/messages/es/visit-messages';
import * as enFollowChanges from '../../common/messages/follow-changes';
import * as enLanguage from '../../common/messages/language';
import * as enMail from '../../common/messages/mail';
import * as enNeeds from '../../common/messages/needs';
import * as enNeedsCardSends from '../../common/messages/needs-card-sends';
import * as enPhotos from '../../common/messages/photos';
import * as enPlaceDuplicates from '../../common/messages/place-duplicates';
import * as enProfileWords from '../../common/messages/profile-words';
import * as enProvider from '../../common/messages/provider';
import * as enQuietHours from '../../common/messages/quiet-hours';
import * as enReview from '../../common/messages/review';
import * as enSearch from '../../common/messages/search';
import * as enSearchAnswers from '../../common/messages/search-answers';
import * as enServerErrors from '../../common/messages/server-errors';
import * as enShared from '../../common/messages/shared';
import * as enStaffTraining from '../../common/messages/staff-training';
import * as enSuggest from '../../common/messages/suggest';
import * as enVisitMessages from '../../common/messages/visit-messages';

type Area = Readonly<Record<string, unknown>>;

/** Each area by its name: its English module and its Spanish one. */
export const MESSAGE_AREAS: Readonly<Record<string, { en: Area; es: Area }>> = {
  account: { en: enAccount, es: esAccount },
  admin: { en: enAdmin, es: esAdmin },
  auth: { en: enAuth, es: esAuth },
  badges: { en: enBadges, es: esBadges },
  business: { en: enBusiness, es: esBusiness },
  catalog: { en: enCatalog, es: esCatalog },
  language: { en: enLanguage, es: esLanguage },
  mail: { en: enMail, es: esMail },
  needs: { en: enNeeds, es: esNeeds },
  photos: { en: enPhotos, es: esPhotos },
  'place-duplicates': { en: enPlaceDuplicates, es: esPlaceDuplicates },
  'profile-words': { en: enProfileWords, es: esProfileWords },
  provider: { en: enProvider, es: esProvider },
  review: { en: enReview, es: esReview },
  search: { en: enSearch, es: esSearch },
  'server-errors': { en: enServerErrors, es: esServerErrors },
  shared: { en: enShared, es: esShared },
  suggest: { en: enSuggest, es: esSuggest },
  'needs-card-sends': { en: enNeedsCardSends, es: esNeedsCardSends },
  'quiet-hours': { en: enQuietHours, es: esQuietHours },
  'visit-messages': { en: enVisitMessages, es: esVisitMessages },
  'search-answers': { en: enSearchAnswers, es: esSearchAnswers },
  'staff-training': { en: enStaffTraining, es: esStaffTraining },
  'follow-changes': { en: enFollowChanges, es: esFollowChanges },
};
