import { DEFAULT_LOCALE, type Locale } from '../../common/i18n/locales';
import { mailWords } from './locale';

/**
 * The one way to build a mail body: plain text plus an HTML part, from our sentences and at most
 * one action link. Every string is HTML-escaped, and link-like text inside the sentences (which may
 * quote what a user typed, such as a business name or a reason) is defused in both parts, so the
 * only link a mail carries is the action's URL, which must be http(s).
 */
export type MailContent = {
  greeting: string;
  paragraphs: readonly string[];
  action?: { label: string; url: string };
  after?: readonly string[];
  /** The mail's language: the HTML part says it (`lang`), the signature comes from its catalog. */
  locale?: Locale;
};

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/*
 * Mail clients make links of `https://x`, `www.x` and bare names such as `evil.example` or
 * `me@evil.example`; `https[:]//x`, `www[.]x` and `evil[.]example` they leave as text.
 */
export function defuseLinks(value: string): string {
  return value
    .replace(/([a-z][a-z0-9+.-]*):\/\//gi, '$1[:]//')
    .replace(/\bwww\./gi, 'www[.]')
    .replace(/([a-z0-9-])\.(?=[a-z][a-z0-9-]+\b)/gi, '$1[.]');
}

export function renderMail(content: MailContent): { text: string; html: string } {
  const action = content.action;
  if (action && !/^https?:\/\//i.test(action.url)) {
    throw new Error('A mail action must be an http(s) URL');
  }
  const before = content.paragraphs.map(defuseLinks);
  const after = (content.after ?? []).map(defuseLinks);
  const greeting = defuseLinks(content.greeting);
  const locale = content.locale ?? DEFAULT_LOCALE;
  const signature = mailWords(locale).MAIL_FRAME_MESSAGES.signature;

  const text = [greeting, ...before, ...(action ? [action.url] : []), ...after, signature].join(
    '\n\n',
  );
  /* A blank line starts a new paragraph, a line break stays one (a reason typed over lines). */
  const paragraph = (value: string) =>
    value
      .split(/\n{2,}/)
      .map((part) => `<p>${escapeHtml(part).replaceAll('\n', '<br>')}</p>`)
      .join('\n');
  const html = [
    '<!doctype html>',
    `<html lang="${locale}"><body style="font-family: sans-serif; line-height: 1.5; color: #1f2937;">`,
    paragraph(greeting),
    ...before.map(paragraph),
    ...(action
      ? [`<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`]
      : []),
    ...after.map(paragraph),
    paragraph(signature),
    '</body></html>',
  ].join('\n');
  return { text, html };
}
