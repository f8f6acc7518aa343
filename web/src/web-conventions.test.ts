import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The web side's conventions (decision 052), kept by a scan of web/src:
 *   - every query key comes from its feature's factory (`<feature>/api/<name>-keys.ts`): no array
 *     written in place after `queryKey:` or given to setQueryData and its kin;
 *   - requests (api(), fetch(), uploadFile(), XMLHttpRequest) and useMutation live in an api/
 *     folder; web/src/lib holds the one fetch wrapper and the upload helper they use.
 * When this fails it prints each finding as file:line: rule.
 */

const WEB = path.resolve(__dirname);

type Rule = { name: string; pattern: RegExp; allowed(file: string): boolean };

const inApiFolder = (file: string) => file.split('/').includes('api');
const inLib = (file: string) => file.startsWith('lib/');
const isKeysFile = (file: string) => inApiFolder(file) && file.endsWith('-keys.ts');

const RULES: Rule[] = [
  {
    name: 'query key written in place (use the feature’s keys factory)',
    pattern:
      /queryKey:\s*\[|(?:set|get|remove|cancel|refetch|invalidate)Quer(?:y|ies)(?:Data)?\(\s*\[/,
    allowed: isKeysFile,
  },
  {
    name: 'api() imported outside an api/ folder (write a hook in the feature’s api/)',
    pattern: /import\s*\{[^}]*\bapi\b[^}]*\}\s*from\s*'[^']*lib\/api'/,
    allowed: (file) => inApiFolder(file),
  },
  {
    name: 'request outside an api/ folder',
    pattern: /(?<![\w.])fetch\(|\buploadFile\(|new XMLHttpRequest\(/,
    allowed: (file) => inApiFolder(file) || inLib(file),
  },
  {
    name: 'useMutation outside an api/ folder (one mutation hook per write, in api/)',
    pattern: /\buseMutation\(/,
    allowed: inApiFolder,
  },
];

function sourceFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full, base);
    const relative = path.relative(base, full).split(path.sep).join('/');
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** Each line of `text` that breaks a rule, as `file:line: rule`. */
function findings(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      RULES.filter((rule) => !rule.allowed(file) && rule.pattern.test(line)).map(
        (rule) => `${file}:${index + 1}: ${rule.name}`,
      ),
    );
}

describe('web conventions (decision 052)', () => {
  it('catches a key written in place, a request and a mutation outside api/', () => {
    const component = [
      "import { api } from '../../../lib/api';",
      "const q = useQuery({ queryKey: ['favorites'], queryFn: () => api('/api/favorites') });",
      "queryClient.invalidateQueries({ queryKey: ['providers', 'search'] });",
      "queryClient.setQueryData(['me'], null);",
      "await fetch('/api/me/profile', { method: 'PUT' });",
      'const save = useMutation({ mutationFn });',
    ].join('\n');
    expect(findings('features/favorites/components/save-button.tsx', component)).toHaveLength(6);
    /* The same lines are at home in a feature's api/ folder, the keys in its -keys.ts. */
    expect(findings('features/favorites/api/favorite-keys.ts', component)).toHaveLength(0);
    expect(findings('features/favorites/api/favorites.ts', component)).toHaveLength(3);
    expect(findings('features/x/components/y.tsx', 'void list.refetch();')).toHaveLength(0);
  });

  it('every file of web/src follows them', () => {
    const files = sourceFiles(WEB);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      findings(file, readFileSync(path.join(WEB, file), 'utf8')),
    );
    expect(found).toEqual([]);
  });
});
