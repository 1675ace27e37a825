// The API's modules each have one entry point, modules/<name>/index.ts, and lint refuses imports of anything
// else in a module from outside it (biome.json). What Biome cannot see is what an index re-exports, so this
// reads the indexes and the routes and holds the two rules that depend on it: an index names each thing it
// exposes, from its own folder, so the surface stays small and explicit; and a route calls its module's
// services, never a repository function an index exposes for other modules' SQL.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../apps/api/src/', import.meta.url));
const modulesDir = join(src, 'modules');
const moduleNames = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const NAMED_IMPORT_OR_EXPORT = /\b(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g;
const NAMESPACE_IMPORT_OF_A_MODULE = /import\s+\*\s+as\s+\w+\s+from\s+'#api\/modules\//;
const MODULE_INDEX = /^#api\/modules\/([^/]+)$/;
const NAMED_RE_EXPORT_FROM_OWN_FOLDER = /^export\s+(type\s+)?\{[^}]*\}\s*from\s*'\.\/[^/']+\.js'$/;

/** The names of a brace list (`a, type B, c as d`), as the exporting file spells them. */
const namesIn = (list: string) =>
  list
    .split(',')
    .map(
      (name) =>
        name
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0] ?? '',
    )
    .filter(Boolean);

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The statements of an index that are not a named re-export from a file of its own folder. */
function indexProblems(source: string): string[] {
  return source
    .replace(/\/\/.*$/gm, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split(';')
    .map((statement) => statement.trim())
    .filter((statement) => statement && !NAMED_RE_EXPORT_FROM_OWN_FOLDER.test(statement));
}

type Surface = Map<string, string>;

/** Each name an index exposes, and the file of its module that defines it. */
function surfaceOf(indexSource: string): Surface {
  const surface: Surface = new Map();
  for (const [, names = '', from = ''] of indexSource.matchAll(NAMED_IMPORT_OR_EXPORT)) {
    for (const name of namesIn(names)) surface.set(name, from);
  }
  return surface;
}

/** What a route imports from the modules that is not a service: repository functions, or a whole module. */
function routeBreaches(source: string, surfaces: ReadonlyMap<string, Surface>): string[] {
  const fromRepositories = [...source.matchAll(NAMED_IMPORT_OR_EXPORT)].flatMap(([, names = '', from = '']) => {
    const surface = surfaces.get(MODULE_INDEX.exec(from)?.[1] ?? '');
    if (!surface) return [];
    return namesIn(names).filter((name) => surface.get(name)?.endsWith('.repository.js'));
  });
  return NAMESPACE_IMPORT_OF_A_MODULE.test(source) ? [...fromRepositories, '* (a whole module)'] : fromRepositories;
}

const indexSources = new Map(
  moduleNames.map((moduleName) => {
    try {
      return [moduleName, readFileSync(join(modulesDir, moduleName, 'index.ts'), 'utf8')] as const;
    } catch {
      return [moduleName, undefined] as const;
    }
  }),
);
const surfaces = new Map([...indexSources].map(([moduleName, source]) => [moduleName, surfaceOf(source ?? '')]));

describe('the API modules', () => {
  it('each have an index that only re-exports named things from their own folder', () => {
    const problems = [...indexSources].flatMap(([moduleName, source]) =>
      source === undefined
        ? [`${moduleName}: no index.ts`]
        : indexProblems(source).map((statement) => `${moduleName}/index.ts: ${statement}`),
    );
    expect(moduleNames.length).toBeGreaterThan(10);
    expect(problems).toEqual([]);
  });

  it('refuse an index that exports everything, reaches outside its folder or declares things itself', () => {
    expect(indexProblems("export * from './catalog.service.js';")).toHaveLength(1);
    expect(indexProblems("export { readContent } from '#api/modules/content';")).toHaveLength(1);
    expect(indexProblems('export const limit = 5;')).toHaveLength(1);
    expect(indexProblems("export { a, type B } from './a.js';\nexport type { C } from './c.js';\n")).toEqual([]);
  });

  it('are used by the routes through their services, never through a repository', () => {
    const breaches = tsFiles(join(src, 'routes')).flatMap((file) =>
      routeBreaches(readFileSync(file, 'utf8'), surfaces).map((name) => `${relative(src, file)}: ${name}`),
    );
    expect(breaches).toEqual([]);
  });

  it('refuse a route a repository function or a whole module, as the rule reads the indexes', () => {
    const [exposed] = [...(surfaces.get('brands') ?? [])].find(([, file]) => file.endsWith('.repository.js')) ?? [];
    expect(exposed, 'the brands index exposes a SQL piece for other modules').toBeDefined();
    expect(routeBreaches(`import { ${exposed} } from '#api/modules/brands';`, surfaces)).toEqual([exposed]);
    expect(routeBreaches("import * as brands from '#api/modules/brands';", surfaces)).toHaveLength(1);
    expect(routeBreaches("import { currentBrandLogo } from '#api/modules/brands';", surfaces)).toEqual([]);
  });
});
