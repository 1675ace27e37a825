import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
/**
 * The search form's code known to the build: the entry imports the app once the first view has painted
 * (decision 028), and the app the search route. What the page loads on demand before it is usable is not in
 * the manifest's import graph, so this is a floor; the browser's figure (`first-screen-browser.ts`) is the one
 * the budget holds.
 */
const LOADED_AFTER_ENTRY = ['src/app/start-app.tsx', 'src/features/search/search-page.tsx'];

export interface BundleFigures {
  files: { file: string; gzipBytes: number }[];
  jsGzipKb: number;
  cssGzipKb: number;
}

/** Gzipped size of the entry, the app, the search route and their static imports, JavaScript and CSS. */
export function firstScreenBundle(): BundleFigures {
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error('apps/web/dist has no manifest: run `npm run build` first.');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const seen = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  // The app's one stylesheet (decision 047), which every page's HTML links.
  for (const chunk of Object.values(manifest)) if (chunk.file.endsWith('.css')) css.add(chunk.file);
  for (const module of LOADED_AFTER_ENTRY) {
    const key = Object.keys(manifest).find((name) => name.endsWith(module));
    if (!key) throw new Error(`No chunk for ${module} in the manifest.`);
    visit(key);
  }

  const sizeOf = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length;
  const files = [...seen, ...css].map((file) => ({ file, gzipBytes: sizeOf(file) }));
  const sum = (list: typeof files) => list.reduce((total, f) => total + f.gzipBytes, 0) / 1024;
  return {
    files,
    jsGzipKb: sum(files.filter((f) => f.file.endsWith('.js'))),
    cssGzipKb: sum(files.filter((f) => f.file.endsWith('.css'))),
  };
}
