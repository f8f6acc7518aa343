import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';

/*
 * Every user-visible word of the web app lives in common/messages/<area>.ts (decision 051), the
 * ground the Spanish translation stands on. This test parses each web/src file with the parser
 * Vite builds with (oxc, through vite's parseSync) and fails on wording written in place:
 *   - JSX text with a letter in it (<p>Hello</p>);
 *   - a string with a letter in a visible attribute (aria-label, placeholder, title, alt, label…),
 *     or in an expression shown as a JSX child ({busy ? 'Saving…' : 'Save'});
 *   - a string with a letter given to a toast or to the page title (toast(), notify(),
 *     usePageTitle()), or as the title/description/label of an object literal;
 *   - any other string that reads as a sentence (a capital letter, then words with spaces), such
 *     as a message kept in a variable before it is shown.
 * A template literal counts by its fixed parts, so `${n} reviews` is caught and `${a}${b}` is not.
 * What may stay is listed below with the reason; when this fails it prints each finding as
 * file:line: text.
 */

const ROOT = path.resolve(__dirname, '..');
const WEB = path.join(ROOT, 'web/src');

/** Attributes whose value a person reads or hears. */
const VISIBLE_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'placeholder',
  'title',
  'alt',
  'label',
  'description',
  'heading',
  'hint',
  'legend',
  'submitLabel',
  'emptyText',
]);

/** Object keys whose value is shown (toasts, steps, options). */
const VISIBLE_KEYS = new Set(['title', 'description', 'label', 'placeholder', 'heading', 'hint']);

/** Functions whose string arguments are shown. */
const VISIBLE_CALLS = new Set(['toast', 'notify', 'usePageTitle']);

/*
 * Words that are not wording: they read the same in every language or are not prose.
 * Each with its reason.
 */
const ALLOWED_TEXT: Record<string, string> = {
  CalmPath: "The product's name (PRODUCT_NAME) is not translated.",
  'Root element #root is missing from index.html':
    'A developer error thrown when index.html lacks its root element; no visitor reads it.',
};

/*
 * Files that may keep wording in place, each with its reason; the last test fails when a listed
 * file no longer holds any.
 */
const LEGAL_DOCUMENT =
  'A legal document (its links and lists inside the prose) is translated as a whole, reviewed by counsel, not sentence by sentence: a Spanish version is its own file beside it (decision 051).';

const ALLOWED_FILES: Record<string, string> = {
  'web/src/app/routes/privacy.tsx': LEGAL_DOCUMENT,
  'web/src/app/routes/terms.tsx': LEGAL_DOCUMENT,
  'web/src/app/routes/trust-and-safety.tsx': LEGAL_DOCUMENT,
  'web/src/app/routes/privacy.es.tsx': LEGAL_DOCUMENT,
  'web/src/app/routes/terms.es.tsx': LEGAL_DOCUMENT,
  'web/src/app/routes/trust-and-safety.es.tsx': LEGAL_DOCUMENT,
  'web/src/components/legal/english-governs.es.tsx': LEGAL_DOCUMENT,
};

type Finding = { file: string; line: number; text: string };

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

// biome-ignore lint/suspicious/noExplicitAny: an ESTree node of any kind, walked by its keys
type Node = any;

/** 'We could not find it.' reads as a sentence; 'px-2 text-ink' and 'GET' do not. */
const SENTENCE = /^\p{Lu}.*\p{Ll}.*\s.*\p{L}/su;

/** Attributes that never hold words (class lists, routes, ids). */
const SILENT_ATTRIBUTES = new Set(['className', 'to', 'href', 'id', 'key', 'type', 'name', 'role']);

const hasLetter = (text: string) => /\p{L}/u.test(text) && !(text.trim() in ALLOWED_TEXT);

/** The fixed strings with a letter in an expression: literals, template parts, both branches. */
function wordsIn(node: Node): string[] {
  if (!node) return [];
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' && hasLetter(node.value) ? [node.value] : [];
    case 'TemplateLiteral': {
      const fixed = node.quasis.map((q: Node) => q.value.cooked ?? '').join('…');
      return hasLetter(fixed) ? [fixed] : [];
    }
    case 'ConditionalExpression':
      return [...wordsIn(node.consequent), ...wordsIn(node.alternate)];
    case 'LogicalExpression':
      return [...wordsIn(node.left), ...wordsIn(node.right)];
    case 'BinaryExpression':
      return node.operator === '+' ? [...wordsIn(node.left), ...wordsIn(node.right)] : [];
    case 'ObjectExpression':
      return node.properties.flatMap((p: Node) =>
        p.type === 'Property' && VISIBLE_KEYS.has(p.key?.name ?? p.key?.value)
          ? wordsIn(p.value)
          : [],
      );
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'ParenthesizedExpression':
      return wordsIn(node.expression);
    default:
      return [];
  }
}

function calleeName(callee: Node): string | undefined {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression') return calleeName(callee.object);
  return undefined;
}

/** Every finding of one file's source. */
function findLiterals(file: string, source: string): Finding[] {
  const { program } = parseSync(file, source);
  const lineStarts = [0];
  for (let i = 0; i < source.length; i++) if (source[i] === '\n') lineStarts.push(i + 1);
  const lineOf = (offset: number) => {
    let line = 0;
    while (line + 1 < lineStarts.length && (lineStarts[line + 1] ?? 0) <= offset) line++;
    return line + 1;
  };
  const findings: Finding[] = [];
  const report = (node: Node, texts: string[]) => {
    for (const text of texts) {
      findings.push({
        file: path.relative(ROOT, file),
        line: lineOf(node.start),
        text: text.trim().replace(/\s+/g, ' '),
      });
    }
  };
  const visit = (node: Node, parent: Node) => {
    if (!node || typeof node.type !== 'string') return;
    switch (node.type) {
      case 'JSXText':
        if (hasLetter(node.value)) report(node, [node.value]);
        break;
      case 'JSXExpressionContainer':
        if (parent?.type === 'JSXElement' || parent?.type === 'JSXFragment') {
          report(node, wordsIn(node.expression));
        }
        break;
      case 'JSXAttribute': {
        const name = node.name?.name;
        if (VISIBLE_ATTRIBUTES.has(name)) {
          const value =
            node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
          report(node, wordsIn(value));
        }
        break;
      }
      case 'CallExpression':
        if (VISIBLE_CALLS.has(calleeName(node.callee) ?? '')) {
          report(node, node.arguments.flatMap(wordsIn));
        }
        break;
      case 'Literal':
        if (
          typeof node.value === 'string' &&
          SENTENCE.test(node.value.trim()) &&
          hasLetter(node.value) &&
          !(parent?.type === 'JSXAttribute' && SILENT_ATTRIBUTES.has(parent.name?.name)) &&
          parent?.type !== 'ImportDeclaration' &&
          parent?.type !== 'ExportNamedDeclaration'
        ) {
          report(node, [node.value]);
        }
        break;
      case 'Property':
        if (
          VISIBLE_KEYS.has(node.key?.name ?? node.key?.value) &&
          parent?.type === 'ObjectExpression'
        ) {
          report(node, wordsIn(node.value));
        }
        break;
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === 'type' || !child || typeof child !== 'object') continue;
      if (Array.isArray(child)) for (const item of child) visit(item, node);
      else visit(child, node);
    }
  };
  visit(program, null);
  /* A string inside a reported object is found once by its property; keep one per place. */
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = `${f.file}:${f.line}:${f.text}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function allFindings(): Finding[] {
  return sourceFiles(WEB).flatMap((file) => findLiterals(file, readFileSync(file, 'utf8')));
}

describe('user-visible words live in common/messages/ (decision 051)', () => {
  const findings = allFindings();

  it('no component of web/src writes its own wording', () => {
    const inPlace = findings
      .filter((f) => !(f.file in ALLOWED_FILES))
      .map((f) => `${f.file}:${f.line}: ${f.text}`);
    expect(inPlace).toEqual([]);
  });

  it('finds each kind of wording it looks for', () => {
    const sample = [
      'export function A({ busy }: { busy: boolean }) {',
      '  usePageTitle("Page title");',
      `  toast.error({ title: "Oops", description: \`\${1} went wrong\` });`,
      `  return (<div aria-label="Label words" title={\`\${busy} mode\`}>`,
      "    Some text {busy ? 'Saving' : 'Save'} <img alt='Picture' />{' '}{'…'}",
      '    <Field placeholder={"Type here"} label="Name" className="px-2 text-ink" />',
      '  </div>);',
      '}',
    ].join('\n');
    expect(findLiterals(path.join(WEB, 'sample.tsx'), sample).map((f) => f.text)).toEqual([
      'Page title',
      'Oops',
      '… went wrong',
      'Label words',
      '… mode',
      'Some text',
      'Saving',
      'Save',
      'Picture',
      'Type here',
      'Name',
    ]);
  });

  it('each allowed file still holds wording (else it leaves the list)', () => {
    const withWords = new Set(findings.map((f) => f.file));
    expect(Object.keys(ALLOWED_FILES).filter((f) => !withWords.has(f))).toEqual([]);
  });
});
