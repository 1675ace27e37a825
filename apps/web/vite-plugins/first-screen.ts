import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Rolldown } from 'vite';

interface BiomeConfig {
  overrides?: { includes?: string[]; plugins?: string[] }[];
}

/** The lint rule whose files are the first screen. */
const FIRST_SCREEN_RULE = 'first-screen-carries-no-zod.grit';

/** A Biome glob (`**` any folders, `*` any part of a name) as a pattern over a path from the repository's root. */
function globPattern(glob: string): RegExp {
  const source = glob
    .split(/(\*\*\/|\*\*|\*)/)
    .map((part) => {
      if (part === '**/') return '(?:.*/)?';
      if (part === '**') return '.*';
      if (part === '*') return '[^/]*';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * Whether a module is the first screen's own code (the app shell and the search page), as biome.json names it:
 * the files its first-screen rule covers. The rule keeps zod out of them; the build groups what they import.
 */
export function firstScreenCode(repositoryRoot: string): (id: string) => boolean {
  const config = JSON.parse(readFileSync(path.join(repositoryRoot, 'biome.json'), 'utf8')) as BiomeConfig;
  const rule = config.overrides?.find((override) => override.plugins?.some((file) => file.endsWith(FIRST_SCREEN_RULE)));
  if (!rule?.includes) throw new Error(`biome.json has no override with the ${FIRST_SCREEN_RULE} rule.`);
  const included = rule.includes.filter((glob) => !glob.startsWith('!')).map(globPattern);
  const excluded = rule.includes.filter((glob) => glob.startsWith('!')).map((glob) => globPattern(glob.slice(1)));
  return (id) => {
    const file = path.relative(repositoryRoot, id).split(path.sep).join('/');
    return included.some((glob) => glob.test(file)) && !excluded.some((glob) => glob.test(file));
  };
}

/**
 * One chunk for the modules of our own (shared layers and packages) that the first screen's code imports, with
 * the libraries they need, and the shell's modules: split by which pages share them, they came as a dozen chunks
 * of a few hundred bytes, and the first screen paid a request and a compression window for each. The entry, its
 * two imports (the first page's start and the renderer's, with React DOM) and the search page keep chunks of
 * their own, and so do the libraries only the search form needs (react-hook-form), which the other pages would
 * otherwise download with this chunk.
 */
export function firstScreenChunk(repositoryRoot: string): Rolldown.CodeSplittingGroup {
  const isFirstScreenCode = firstScreenCode(repositoryRoot);
  const shell = path.join(repositoryRoot, 'apps/web/src/app') + path.sep;
  return {
    debugName: 'first-screen',
    name: (id, bundle) => {
      const info = bundle.getModuleInfo(id);
      if (!info || id.includes('node_modules')) return null;
      if (!isFirstScreenCode(id)) return info.importers.some(isFirstScreenCode) ? 'first-screen' : null;
      // The shell's modules that the entry's two imports (the first page's start and the renderer's) share.
      return id.startsWith(shell) && info.dynamicImporters.length === 0 ? 'first-screen' : null;
    },
  };
}
