import { preloadable } from '@web/lib/preloadable';

/*
 * The code of each /admin tab, one chunk each. This table is in the entry, so a visit to /admin
 * fetches the open tab's code beside the page's own (router.tsx), not after the page rendered and
 * asked for it (decision 048).
 */
export const ADMIN_TAB_CODE = {
  moderation: preloadable(() =>
    import('@web/features/admin/moderation/components/moderation-tab').then(
      (m) => m.ReviewModerationTab,
    ),
  ),
  verification: preloadable(() =>
    import('@web/features/admin/verification/components/verification-tab').then(
      (m) => m.VerificationTab,
    ),
  ),
  practitioners: preloadable(() =>
    import('@web/features/admin/practitioners/components/practitioners-tab').then(
      (m) => m.PractitionerApprovalsTab,
    ),
  ),
  promotion: preloadable(() =>
    import('@web/features/admin/promotion/components/promotion-tab').then((m) => m.PromotionTab),
  ),
  duplicates: preloadable(() =>
    import('@web/features/admin/duplicates/components/duplicates-tab').then(
      (m) => m.DuplicateEmailsTab,
    ),
  ),
  photos: preloadable(() =>
    import('@web/features/admin/photos/components/photos-tab').then((m) => m.PhotoModerationTab),
  ),
  messages: preloadable(() =>
    import('@web/features/visit-messages/components/reported-threads-tab').then(
      (m) => m.ReportedThreadsTab,
    ),
  ),
};

export type AdminTabKey = keyof typeof ADMIN_TAB_CODE;
export const DEFAULT_ADMIN_TAB: AdminTabKey = 'moderation';

const isTabKey = (key: string | null): key is AdminTabKey =>
  key !== null && Object.hasOwn(ADMIN_TAB_CODE, key);

/** The tab an address asks for (?tab=), or the default. */
export function requestedAdminTab(search: string): AdminTabKey {
  const tab = new URLSearchParams(search).get('tab');
  return isTabKey(tab) ? tab : DEFAULT_ADMIN_TAB;
}
