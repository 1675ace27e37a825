import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

/**
 * The staff console is its own lazy route tree (decision 053): no patient page downloads its code, the staff API's
 * contracts or the WebAuthn browser library, whether with its own code, with the app's, or later through a dynamic
 * import; nor its stylesheet. Read off the build the journeys run against: the manifest says which file imports
 * which, `.vite/chunk-modules.json` (apps/web/vite-plugins/chunk-modules.ts) what each file holds.
 */

const dist = new URL('../../apps/web/dist/', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, dist), 'utf8');

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

const manifest: Record<string, ManifestChunk> = JSON.parse(read('.vite/manifest.json'));
const modulesOf: Record<string, string[]> = JSON.parse(read('.vite/chunk-modules.json'));

/** The console's code, its contracts, and the library only it may load, by path from the repository's root. */
const STAFF_CODE = [
  /^apps\/web\/src\/features\/staff\//,
  /^packages\/contracts\/src\/staff-/,
  /(^|\/)node_modules\/@simplewebauthn\/browser\//,
];
const isStaffCode = (module: string) => STAFF_CODE.some((pattern) => pattern.test(module));

const CONSOLE = 'src/features/staff/staff-console.tsx';
const ENTRY = 'index.html';

/** The app's router, whose lazy routes load each page: the one place the console may be imported from. */
const routerKey = (() => {
  const file = Object.keys(modulesOf).find((name) => modulesOf[name]?.includes('apps/web/src/app/router.tsx'));
  const key = Object.keys(manifest).find((name) => manifest[name]?.file === file);
  if (!key) throw new Error('The build has no chunk holding the router.');
  return key;
})();
const routes = new Set(manifest[routerKey]?.dynamicImports ?? []);
const patientPages = [...routes].filter((key) => key.startsWith('src/features/') && key !== CONSOLE);

/**
 * The manifest keys a visitor's browser may load for `roots`: their static imports and their dynamic imports,
 * transitively, except the router's lazy routes to other pages (each page is a root of its own).
 */
function reached(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    const chunk = manifest[key];
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const imported of chunk.dynamicImports ?? []) {
      if (key === routerKey && routes.has(imported) && !roots.includes(imported)) continue;
      visit(imported);
    }
  };
  for (const root of roots) visit(root);
  return seen;
}

const filesOf = (keys: Set<string>) => new Set([...keys].map((key) => manifest[key]?.file as string));
const staffModulesIn = (files: Set<string>) =>
  [...files].flatMap((file) => (modulesOf[file] ?? []).filter(isStaffCode));

/** What a patient page loads: the entry, the app it starts, and the page. */
const patientFiles = (page: string) => filesOf(reached([ENTRY, page]));

test('the check finds the console, its contracts and the WebAuthn library behind the lazy route alone', () => {
  expect(routes.has(CONSOLE), 'the router loads the console lazily').toBe(true);
  expect(patientPages.length).toBeGreaterThan(10);
  const consoleModules = staffModulesIn(filesOf(reached([CONSOLE])));
  for (const pattern of STAFF_CODE)
    expect(
      consoleModules.some((module) => pattern.test(module)),
      String(pattern),
    ).toBe(true);
});

test("no patient page's static or dynamic imports reach the console's code or the WebAuthn library", () => {
  for (const page of patientPages) expect(staffModulesIn(patientFiles(page)), page).toEqual([]);
  expect(staffModulesIn(filesOf(reached([ENTRY]))), 'the app shell').toEqual([]);
});

const staffFiles = new Set(
  Object.entries(modulesOf)
    .filter(([, modules]) => modules.some(isStaffCode))
    .map(([file]) => file),
);
const stylesheets = readdirSync(new URL('assets/', dist)).filter((file) => file.endsWith('.css'));
const staffStylesheet = stylesheets.find((file) => file.startsWith('staff-'));
const classNames = (css: string) => new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]));

test("no patient page's HTML preloads the console's code or links its stylesheet", () => {
  expect(staffFiles.size).toBeGreaterThan(0);
  expect(staffStylesheet, 'the console has a stylesheet of its own').toBeDefined();
  const pages = readdirSync(new URL('pages/', dist)).map((file) => `pages/${file}`);
  expect(pages.length).toBeGreaterThan(10);
  for (const html of [ENTRY, ...pages].map((file) => [file, read(file)] as const)) {
    const [file, text] = html;
    for (const staffFile of staffFiles) expect(text, file).not.toContain(staffFile);
    expect(text, file).not.toContain(staffStylesheet);
  }
});

test("the patient pages' stylesheet carries none of the console's styles", () => {
  const consoleClasses = classNames(read(`assets/${staffStylesheet}`));
  expect(consoleClasses.size).toBeGreaterThan(20);
  for (const sheet of stylesheets.filter((file) => file !== staffStylesheet)) {
    const shared = [...classNames(read(`assets/${sheet}`))].filter((name) => consoleClasses.has(name));
    expect(shared, sheet).toEqual([]);
  }
});
