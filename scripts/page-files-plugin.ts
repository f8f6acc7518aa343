import path from 'node:path';
import type { Plugin } from 'vite';

/** Written beside index.html: each lazy page module's files, as the server hints them. */
export const PAGE_FILES = 'page-files.json';

type Chunk = {
  fileName: string;
  imports: string[];
  /* Set by Vite: the stylesheets this chunk's modules import (loaded before the chunk runs). */
  viteMetadata?: { importedCss: Set<string> };
};

/* The keys of a Spanish page's words in page-files.json (server/plugins/web-app.ts). */
const SPANISH_WORDS = 'i18n/es';
const SPANISH_ADMIN_WORDS = 'i18n/es-admin';
/* The modules that bring a page's Spanish words and the admin's (web/src/lib/i18n/). */
const SPANISH_AREAS = 'lib/i18n/spanish-areas';
const SPANISH_ADMIN_AREAS = 'lib/i18n/spanish-admin-areas';

/*
 * Writes `page-files.json`: for every module the app imports lazily (a page, an /admin tab), the
 * code files its first run needs (its chunk and the chunks those import, at any depth), less what
 * index.html already loads. The server turns a direct visit's list into `<link rel="modulepreload">`
 * tags (server/plugins/web-app.ts, common/page-modules.ts; decision 048).
 */
export function pageFiles(): Plugin {
  let sourceRoot = '';
  return {
    name: 'calmpath-page-files',
    apply: 'build',
    configResolved(config) {
      sourceRoot = path.join(config.root, 'src');
    },
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Chunk>();
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') chunks.set(item.fileName, item);
      }
      const closure = (fileName: string, into = new Set<string>()) => {
        if (into.has(fileName)) return into;
        into.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) closure(imported, into);
        return into;
      };
      const inEntry = new Set<string>();
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk' && item.isEntry) closure(item.fileName, inEntry);
      }
      /*
       * The chunk each module went into. Small shared chunks are copied into the chunks that use
       * them (vite.config.ts), so a module may be in several: the chunk it is the facade of (what
       * its dynamic import loads) wins, then the first that holds it.
       */
      const chunkOf = new Map<string, string>();
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk' && item.facadeModuleId)
          chunkOf.set(item.facadeModuleId, item.fileName);
      }
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        for (const id of item.moduleIds) if (!chunkOf.has(id)) chunkOf.set(id, item.fileName);
      }
      /*
       * Every module the app imports lazily, whether or not the bundler gave it a chunk of its
       * own facade (one also imported statically elsewhere shares a chunk's name with it).
       */
      const files: Record<string, string[]> = {};
      for (const id of this.getModuleIds()) {
        const chunk = chunkOf.get(id);
        if (!chunk || !id.startsWith(sourceRoot)) continue;
        if ((this.getModuleInfo(id)?.dynamicImporters.length ?? 0) === 0) continue;
        const module = path.relative(sourceRoot, id).replace(/\.[cm]?[jt]sx?$/, '');
        const code = [...closure(chunk)].filter((file) => !inEntry.has(file));
        /*
         * Its stylesheets too: Vite's loader fetches a chunk's CSS only once the code asking for
         * the chunk has run, and holds the chunk back until the sheet has arrived; named in the
         * HTML, the sheet comes beside the code and the loader finds it already there.
         */
        const sheets = code.flatMap((file) => [
          ...(chunks.get(file)?.viteMetadata?.importedCss ?? []),
        ]);
        files[module] = [...new Set([...code, ...sheets])].map((file) => `/${file}`);
      }
      /*
       * A Spanish page's words (decision 062): web/src/lib/i18n/apply-locale.ts loads the
       * common/messages/es/<area>.ts a page may need (web/src/lib/i18n/spanish-areas.ts, one chunk)
       * before the app starts, and the admin's (spanish-admin-areas.ts) before the admin page's
       * code runs.
       */
      const spanish = files[SPANISH_AREAS] ?? [];
      files[SPANISH_WORDS] = spanish;
      files[SPANISH_ADMIN_WORDS] = (files[SPANISH_ADMIN_AREAS] ?? []).filter(
        (file) => !spanish.includes(file),
      );
      this.emitFile({ type: 'asset', fileName: PAGE_FILES, source: JSON.stringify(files) });
    },
  };
}
