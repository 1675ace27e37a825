import { readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** What a page's HTML preloads: the app's code, and the page's own where the HTML is the page's. */
export interface ModulePreloads {
  /** The `<link rel="modulepreload">` tags for the app the entry starts (start-app and what it imports). */
  app: string;
  /** Those tags for the page module `source` (as `router.tsx` imports it), beyond the app's. */
  page(source: string): string;
  /** The file of each language's message catalog of `scope` (vite-plugins/message-catalogs.ts), by language. */
  messages(scope: string): Record<string, string>;
}

/** The languages whose catalogs a guard preloads: a pseudo-language run loads its one catalog when asked. */
const PRELOADED_LANGUAGES = ['en', 'es'];

/**
 * Read from the build's manifest. The entry imports the app dynamically so that its code neither runs nor
 * renders before the first paint; preloading it from the HTML starts the download with the stylesheets instead of
 * after them, and a modulepreload fetches and compiles without running anything (decision 047).
 */
export function modulePreloads(outDir: string): ModulePreloads {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = manifest['index.html'];
  if (!entry?.dynamicImports?.length) throw new Error('The manifest shows no app imported by the entry.');
  const loadedByEntry = new Set([entry.file, ...files(manifest, entry.imports ?? [])]);
  const app = files(manifest, entry.dynamicImports).filter((file) => !loadedByEntry.has(file));
  const known = new Set([...loadedByEntry, ...app]);
  return {
    app: links(app),
    page(source) {
      if (!manifest[source]) throw new Error(`The manifest has no page module ${source}.`);
      return links(files(manifest, [source]).filter((file) => !known.has(file)));
    },
    messages(scope) {
      return Object.fromEntries(
        PRELOADED_LANGUAGES.map((language) => {
          const chunk = manifest[`messages-${language}-${scope}`];
          if (!chunk) throw new Error(`The manifest has no ${language} catalog of ${scope}.`);
          return [language, `/${chunk.file}`];
        }),
      );
    },
  };
}

/**
 * The script files of `keys` and of everything they import statically, each once, each before its imports: on
 * HTTP/1.1 the browser asks for six at a time in the order given, and the chunk named is the largest.
 */
function files(manifest: Manifest, keys: string[], seen = new Set<string>()): string[] {
  return keys.flatMap((key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [chunk.file, ...files(manifest, chunk.imports ?? [], seen)];
  });
}

function links(scripts: string[]): string {
  return scripts.map((file) => `  <link rel="modulepreload" crossorigin href="/${file}">\n  `).join('');
}
