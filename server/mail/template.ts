/**
 * The one way to build a mail body: plain text plus an HTML part, from our sentences and at most
 * one action link. Every string is HTML-escaped, and link-like text inside the sentences (which may
 * quote what a user typed, such as a business name or a reason) is defused in both parts, so the
 * only link a mail carries is the action's URL, which must be http(s).
 */
export type MailContent = {
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  after?: string[];
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

/* `https://x` and `www.x` are made into links by mail clients; `https[:]//x` and `www[.]x` are not. */
export function defuseLinks(value: string): string {
  return value.replace(/([a-z][a-z0-9+.-]*):\/\//gi, '$1[:]//').replace(/\bwww\./gi, 'www[.]');
}

const SIGNATURE = 'CalmPath';

export function renderMail(content: MailContent): { text: string; html: string } {
  const action = content.action;
  if (action && !/^https?:\/\//i.test(action.url)) {
    throw new Error('A mail action must be an http(s) URL');
  }
  const before = content.paragraphs.map(defuseLinks);
  const after = (content.after ?? []).map(defuseLinks);
  const greeting = defuseLinks(content.greeting);

  const text = [greeting, ...before, ...(action ? [action.url] : []), ...after, SIGNATURE].join(
    '\n\n',
  );
  const paragraph = (value: string) => `<p>${escapeHtml(value)}</p>`;
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: sans-serif; line-height: 1.5; color: #1f2937;">',
    paragraph(greeting),
    ...before.map(paragraph),
    ...(action
      ? [`<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`]
      : []),
    ...after.map(paragraph),
    paragraph(SIGNATURE),
    '</body></html>',
  ].join('\n');
  return { text, html };
}
