import { SITE_FOOTER_MESSAGES } from '@common/messages/shared';
import { Link } from 'react-router';
import { FooterLanguageSwitcher } from './language-switcher';

const LINKS = [
  { to: '/provider/dashboard', label: SITE_FOOTER_MESSAGES.businessPortal },
  { to: '/terms', label: SITE_FOOTER_MESSAGES.termsOfService },
  { to: '/privacy', label: SITE_FOOTER_MESSAGES.privacyPolicy },
  { to: '/trust-and-safety', label: SITE_FOOTER_MESSAGES.trustSafety },
];

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-line bg-surface print:hidden">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-muted">
          © {new Date().getFullYear()} {SITE_FOOTER_MESSAGES.calmpathSensoryFriendlyPlaces}
        </p>
        <nav aria-label={SITE_FOOTER_MESSAGES.footer}>
          <ul className="flex flex-wrap gap-4">
            {LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="text-brand-800 underline-offset-4 hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <FooterLanguageSwitcher />
      </div>
    </footer>
  );
}
