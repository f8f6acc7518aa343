import { ACCOUNT_MESSAGES as M } from '@common/messages/account';
import { FollowSettingsSection } from '@web/features/follow-changes/components/follow-settings-section';
import { AccountSettings } from '@web/features/me/account/components/account-settings';
import { AccountMessages } from '@web/features/visit-messages/components/account-messages';
import { usePageTitle } from '@web/lib/use-page-title';
import { AccountLanguage } from '../account-language';

export function AccountPage() {
  usePageTitle(M.accountSettings);
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-semibold">{M.accountSettings}</h1>
      <AccountSettings />
      <AccountMessages />
      <AccountLanguage />
      <FollowSettingsSection />
    </section>
  );
}
