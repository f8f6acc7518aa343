import { describe, expect, it } from 'vitest';
import * as ES from '../../common/messages/es/mail';
import * as EN from '../../common/messages/mail';
import { localizeLink, mailLocale, mailWords } from './locale';

describe('a mail in its language (decision 066)', () => {
  const site = 'https://calmpath.example';

  it('picks the catalog of the language and never changes the English one', () => {
    expect(mailWords('en')).toBe(EN);
    expect(mailWords('es')).toBe(ES);
    expect(mailWords('es').CONFIRM_EMAIL_MAIL.subject).toBe('Confirme su cuenta de CalmPath');
    expect(EN.CONFIRM_EMAIL_MAIL.subject).toBe('Confirm your CalmPath account');
  });

  it('reads a stored language, English when it is missing or unknown', () => {
    expect(mailLocale('es')).toBe('es');
    expect(mailLocale('en')).toBe('en');
    expect(mailLocale(undefined)).toBe('en');
    expect(mailLocale('fr')).toBe('en');
  });

  it('leads a page link to the Spanish page, keeping its query', () => {
    expect(localizeLink(`${site}/business-signup?provider=4&token=abc`, 'es')).toBe(
      `${site}/es/business-signup?provider=4&token=abc`,
    );
    expect(localizeLink(`${site}/provider/upload-docs/4?token=abc`, 'es')).toBe(
      `${site}/es/provider/upload-docs/4?token=abc`,
    );
    /* Already Spanish: not twice. */
    expect(localizeLink(`${site}/es/business-signup?provider=4`, 'es')).toBe(
      `${site}/es/business-signup?provider=4`,
    );
  });

  it("keeps an API link's address and moves its callback to the Spanish page", () => {
    const reset = localizeLink(
      `${site}/api/auth/reset-password/tok?callbackURL=${encodeURIComponent(`${site}/reset-password`)}`,
      'es',
    );
    const url = new URL(reset);
    expect(url.pathname).toBe('/api/auth/reset-password/tok');
    expect(url.searchParams.get('callbackURL')).toBe(`${site}/es/reset-password`);
    const change = new URL(
      localizeLink(
        `${site}/api/auth/verify-email?token=t&callbackURL=%2Faccount%3Femail%3Dchanged`,
        'es',
      ),
    );
    expect(change.searchParams.get('token')).toBe('t');
    expect(change.searchParams.get('callbackURL')).toBe('/es/account?email=changed');
    const home = new URL(
      localizeLink(`${site}/api/auth/verify-email?token=t&callbackURL=%2F`, 'es'),
    );
    expect(home.searchParams.get('callbackURL')).toBe('/es');
  });

  it('leaves a callback on another site, and every English link, exactly as given', () => {
    const elsewhere = `${site}/api/auth/verify-email?token=t&callbackURL=https%3A%2F%2Fother.example%2Fx`;
    expect(new URL(localizeLink(elsewhere, 'es')).searchParams.get('callbackURL')).toBe(
      'https://other.example/x',
    );
    const english = `${site}/api/auth/verify-email?token=t&callbackURL=%2Fonboarding`;
    expect(localizeLink(english, 'en')).toBe(english);
  });
});
