import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { confirmEmailMessage, resetPasswordMessage } from '../plugins/auth-mails';
import { extractLinks } from './mailer';
import { defuseLinks, escapeHtml, renderMail } from './template';

describe('mail templates', () => {
  const hostile = '<a href="https://evil.example">Click</a> & "quote" \'s www.evil.example';

  it('escape every string in the HTML part', () => {
    const { html } = renderMail({
      greeting: `Hi ${hostile},`,
      paragraphs: [`Your business ${hostile} was approved.`],
      action: { label: 'Open <dashboard>', url: 'https://calmpath.example/x?a=1&b="2"' },
      after: [hostile],
    });
    expect(html).not.toContain('<a href="https://evil.example">');
    expect(html).toContain('&lt;a href=&quot;https[:]//evil[.]example&quot;&gt;Click&lt;/a&gt;');
    expect(html).toContain('&amp; &quot;quote&quot; &#39;s www[.]evil[.]example');
    expect(html).toContain('<a href="https://calmpath.example/x?a=1&amp;b=&quot;2&quot;">');
    expect(html).toContain('Open &lt;dashboard&gt;</a>');
    expect(html.match(/<a /g)).toHaveLength(1);
  });

  it('never turn user text into a link, in either part', () => {
    const { text, html } = renderMail({
      greeting: 'Hi,',
      paragraphs: ['Reason: see https://evil.example/login or www.evil.example'],
      action: { label: 'Open', url: 'https://calmpath.example/ok' },
    });
    expect(extractLinks(text)).toEqual(['https://calmpath.example/ok']);
    expect(text).toContain('https[:]//evil[.]example/login or www[.]evil[.]example');
    expect(html).not.toContain('https://evil.example');
    expect(defuseLinks('ftp://x and HTTP://y')).toBe('ftp[:]//x and HTTP[:]//y');
    expect(escapeHtml('<>&"\'')).toBe('&lt;&gt;&amp;&quot;&#39;');
  });

  it('defuse bare domains and addresses, and keep a typed line break in the HTML part', () => {
    expect(defuseLinks('Visit evil.example, mail me@evil.co.uk')).toBe(
      'Visit evil[.]example, mail me@evil[.]co[.]uk',
    );
    expect(defuseLinks('Calm Kids Co., 2.5 miles, e.g. St. Louis')).toBe(
      'Calm Kids Co., 2.5 miles, e.g. St. Louis',
    );
    const { html } = renderMail({ greeting: 'Hi,', paragraphs: ['Reason:\nfirst\n\nsecond'] });
    expect(html).toContain('<p>Reason:<br>first</p>\n<p>second</p>');
  });

  it('are the only place a mail body is built (no HTML paragraphs or links anywhere else)', () => {
    const server = path.resolve(import.meta.dirname, '..');
    const sources = readdirSync(server, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    const building = sources.filter(
      (file) =>
        file !== path.join('mail', 'template.ts') &&
        /[`'"]<(p|a|br)[ >]/.test(readFileSync(path.join(server, file), 'utf8')),
    );
    expect(building).toEqual([]);
  });

  it('refuse an action that is not an http(s) URL', () => {
    expect(() =>
      renderMail({ greeting: 'Hi,', paragraphs: [], action: { label: 'x', url: 'javascript:x' } }),
    ).toThrow('http(s)');
  });

  it('the auth mails carry our link and our words only', () => {
    const url = 'https://calmpath.example/api/auth/verify-email?token=abc&callbackURL=%2F';
    const confirm = confirmEmailMessage('a@example.com', url);
    expect(confirm.text.startsWith('Hi,\n\nThank you for joining CalmPath.')).toBe(true);
    expect(extractLinks(confirm.text)).toEqual([url]);
    expect(confirm.html).toContain(`<a href="${escapeHtml(url)}">Confirm my e-mail address</a>`);
    const reset = resetPasswordMessage('a@example.com', 'https://calmpath.example/r/x');
    expect(extractLinks(reset.text)).toEqual(['https://calmpath.example/r/x']);
  });
});
