import { ADMIN_MESSAGES, COMMON_MESSAGES } from '@common/messages';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { DuplicateEmailsTab } from '../../features/admin/duplicates/components/duplicates-tab';
import { PromotionTab } from '../../features/admin/promotion/components/promotion-tab';
import { VerificationTab } from '../../features/admin/verification/components/verification-tab';
import { useAuth } from '../../features/auth/auth-provider';
import { useAuthDialog } from '../../features/auth/components/auth-dialog';
import { usePageTitle } from '../../lib/use-page-title';

/*
 * Interim /admin of the admin-verify branch: admins only, showing the tab named in ?tab=. The
 * admin-moderation branch's full shell (five tabs) replaces this file at merge.
 */
const TABS = {
  verification: { label: ADMIN_MESSAGES.tabs.verification, Tab: VerificationTab },
  promotion: { label: ADMIN_MESSAGES.tabs.promotion, Tab: PromotionTab },
  duplicates: { label: ADMIN_MESSAGES.tabs.duplicates, Tab: DuplicateEmailsTab },
} as const;
type TabKey = keyof typeof TABS;

export function AdminPage() {
  usePageTitle('Admin');
  const { user, isAdmin, loading } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const [params] = useSearchParams();
  const requested = params.get('tab');
  const key: TabKey = requested && requested in TABS ? (requested as TabKey) : 'verification';
  const { Tab } = TABS[key];

  if (loading) return <Spinner />;
  if (!user) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-semibold">{ADMIN_MESSAGES.signedOut}</h1>
        <Button className="mt-6" onClick={() => openAuthDialog('signin')}>
          {COMMON_MESSAGES.signIn}
        </Button>
      </section>
    );
  }
  if (!isAdmin) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-semibold">{ADMIN_MESSAGES.notAdmin}</h1>
        <Link to="/" className={buttonClass('primary', 'md', 'mt-6')}>
          {COMMON_MESSAGES.backToHome}
        </Link>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-semibold">Admin</h1>
      <nav aria-label="Admin sections" className="mt-4 flex flex-wrap gap-2">
        {(Object.keys(TABS) as TabKey[]).map((k) => (
          <Link
            key={k}
            to={`/admin?tab=${k}`}
            aria-current={k === key ? 'page' : undefined}
            className={buttonClass(k === key ? 'primary' : 'secondary', 'sm')}
          >
            {TABS[k].label}
          </Link>
        ))}
      </nav>
      <div className="mt-6">
        <Tab />
      </div>
    </section>
  );
}
