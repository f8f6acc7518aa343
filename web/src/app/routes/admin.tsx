import { ADMIN_MESSAGES, ADMIN_PAGE_MESSAGES } from '@common/messages/admin';
import { PHOTO_MESSAGES } from '@common/messages/photos';
import { COMMON_MESSAGES, NAV_MESSAGES } from '@common/messages/shared';
import { VISIT_REPORTS_ADMIN_MESSAGES } from '@common/messages/visit-messages';
import { Button, buttonClass } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useAuth } from '@web/features/auth/auth-provider';
import { useAuthDialog } from '@web/features/auth/components/auth-dialog';
import { usePageTitle } from '@web/lib/use-page-title';
import { ShieldAlert } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PreloadedComponent } from '../lazy-routes';
import { ADMIN_TAB_CODE, type AdminTabKey, DEFAULT_ADMIN_TAB } from './admin-tabs';

/**
 * The spec's five tabs in its order, then ours (photos, decision 029); the key is the ?tab= value.
 * Moderators work the desk; money and accounts are for admins alone (decision 041, the same
 * split as the server's guards).
 */
const TABS = [
  {
    key: 'moderation',
    label: ADMIN_MESSAGES.tabs.reviews,
    code: ADMIN_TAB_CODE.moderation,
    adminOnly: false,
  },
  {
    key: 'verification',
    label: ADMIN_MESSAGES.tabs.verification,
    code: ADMIN_TAB_CODE.verification,
    adminOnly: false,
  },
  {
    key: 'practitioners',
    label: ADMIN_MESSAGES.tabs.practitioners,
    code: ADMIN_TAB_CODE.practitioners,
    adminOnly: false,
  },
  {
    key: 'promotion',
    label: ADMIN_MESSAGES.tabs.promotion,
    code: ADMIN_TAB_CODE.promotion,
    adminOnly: true,
  },
  {
    key: 'duplicates',
    label: ADMIN_MESSAGES.tabs.duplicates,
    code: ADMIN_TAB_CODE.duplicates,
    adminOnly: true,
  },
  {
    key: 'photos',
    label: PHOTO_MESSAGES.adminTab,
    code: ADMIN_TAB_CODE.photos,
    adminOnly: false,
  },
  {
    key: 'messages',
    label: VISIT_REPORTS_ADMIN_MESSAGES.tab,
    code: ADMIN_TAB_CODE.messages,
    adminOnly: false,
  },
] as const;

/* 'Access Denied - You must be…' is shown as a heading and a sentence. */
function splitMessage(message: string): [string, string] {
  const at = message.lastIndexOf(' - ');
  return [message.slice(0, at), message.slice(at + 3)];
}

function AccessNotice({ message, children }: { message: string; children: React.ReactNode }) {
  const [title, text] = splitMessage(message);
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <ShieldAlert aria-hidden="true" className="mx-auto h-10 w-10 text-brand-700" />
      <h1 className="mt-4 text-2xl font-semibold">{title}</h1>
      <p className="mt-2 text-muted">{text}</p>
      <div className="mt-6">{children}</div>
    </section>
  );
}

/**
 * /admin: admins and moderators (decision 041; the spec let admins alone in). The page's states
 * come from /api/me; every admin call is checked again on the server (decisions 016, 041), so
 * these states are for people, not security.
 */
export function AdminPage() {
  const { user, isAdmin, isModerator, loading } = useAuth();
  usePageTitle(isAdmin || !isModerator ? NAV_MESSAGES.admin : NAV_MESSAGES.moderation);
  const { openAuthDialog } = useAuthDialog();
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs = TABS.filter((t) => isAdmin || !t.adminOnly);
  const requested = searchParams.get('tab');
  const tab: AdminTabKey = tabs.find((t) => t.key === requested)?.key ?? DEFAULT_ADMIN_TAB;

  if (loading) return <Spinner />;
  if (!user) {
    return (
      <AccessNotice message={ADMIN_MESSAGES.signedOut}>
        <Button onClick={() => openAuthDialog('signin')}>{COMMON_MESSAGES.signIn}</Button>
      </AccessNotice>
    );
  }
  /* isModerator is true for admins too (server/features/me/get-me.ts). */
  if (!isModerator) {
    return (
      <AccessNotice message={ADMIN_MESSAGES.notAdmin}>
        <Link to="/" className={buttonClass('primary')}>
          {COMMON_MESSAGES.backToHome}
        </Link>
      </AccessNotice>
    );
  }

  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-semibold">
        {isAdmin ? NAV_MESSAGES.admin : NAV_MESSAGES.moderation}
      </h1>
      <Tabs.Root
        value={tab}
        onValueChange={(value) => {
          /* A queue's search, state, order and page belong to its tab (decision 046). */
          setSearchParams(new URLSearchParams({ tab: value }), { replace: true });
        }}
        className="mt-6"
      >
        <Tabs.List
          aria-label={ADMIN_PAGE_MESSAGES.adminSections}
          className="flex flex-wrap gap-1 border-b border-line"
        >
          {tabs.map((t) => (
            <Tabs.Trigger
              key={t.key}
              value={t.key}
              className="-mb-px rounded-t-lg border border-transparent px-4 py-2 font-medium text-muted hover:text-ink data-[state=active]:border-line data-[state=active]:border-b-surface data-[state=active]:bg-surface data-[state=active]:text-brand-800"
            >
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((t) => (
          <Tabs.Content
            key={t.key}
            value={t.key}
            className="rounded-b-xl border border-t-0 border-line bg-surface p-4 sm:p-6"
          >
            <Suspense fallback={<Spinner />}>
              <PreloadedComponent code={t.code} />
            </Suspense>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}
