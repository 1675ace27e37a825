// The layering in ARCHITECTURE.md is enforced by `biome lint`: each case writes a throw-away file that breaks
// (or keeps) one rule where the rule applies, lints it, and expects the rule to fire (or not). The files go into
// a scratch copy of the project's layout with the project's biome.json, never into the source tree, which other
// tests and the type-check read at the same time.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { firstScreenCode } from '../apps/web/vite-plugins/first-screen';

const root = fileURLToPath(new URL('..', import.meta.url));
const biome = join(root, 'node_modules', '.bin', 'biome');
const scratch = mkdtempSync(join(tmpdir(), 'lint-rules-'));
// The rules as configured, with the plugins they name; the scratch folder is no repository and has no
// node_modules to take a schema from.
const { $schema: _schema, vcs: _vcs, ...config } = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
writeFileSync(join(scratch, 'biome.json'), JSON.stringify(config));
for (const plugin of (config.overrides as { plugins?: string[] }[]).flatMap((override) => override.plugins ?? [])) {
  mkdirSync(dirname(join(scratch, plugin)), { recursive: true });
  writeFileSync(join(scratch, plugin), readFileSync(join(root, plugin)));
}

// Each case starts Biome once, which takes seconds on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

function lint(relativePath: string, source: string): string[] {
  const file = join(scratch, relativePath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, source);
  try {
    const result = spawnSync(biome, ['lint', '--max-diagnostics=50', relativePath], {
      cwd: scratch,
      encoding: 'utf8',
    });
    const output = `${result.stdout}${result.stderr}`;
    // A rule's diagnostics are named lint/<group>/<rule>; a plugin's are named `plugin`.
    return [...output.matchAll(/lint\/[a-z]+\/([A-Za-z]+)|:\d+:\d+ (plugin) /g)].map(
      (match) => match[1] ?? match[2] ?? '',
    );
  } finally {
    rmSync(file, { force: true });
  }
}

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A probe that imports the results feature: fine inside it, a breach of the layering anywhere else. */
const IMPORTS_RESULTS_FEATURE =
  "import { planResults } from '@/features/results/model/results-plan';\nexport const probe = planResults;\n";

describe('layering rules', () => {
  it.each([
    ['a web feature importing another feature', 'apps/web/src/features/search/lint-probe.ts', IMPORTS_RESULTS_FEATURE],
    ...['lib', 'components', 'config'].map((layer) => [
      `${layer}/ importing a feature`,
      `apps/web/src/${layer}/lint-probe.ts`,
      IMPORTS_RESULTS_FEATURE,
    ]),
    [
      'web code reaching into another folder by a relative path',
      'apps/web/src/features/search/model/lint-probe.ts',
      "import { paths } from '../../../config/paths';\nexport const probe = paths;\n",
    ],
  ])('stops %s', (_breach, path, source) => {
    expect(lint(path, source)).toContain('noRestrictedImports');
  });

  it('let a feature import its own modules and the shared layers', () => {
    const rules = lint(
      'apps/web/src/features/search/lint-probe.ts',
      "import { searchErrorFor } from '@/features/search/model/search-error';\nimport { paths } from '@/config/paths';\nexport const probe = [searchErrorFor, paths];\n",
    );
    expect(rules).not.toContain('noRestrictedImports');
  });

  it('require kebab-case file names', () => {
    expect(lint('apps/web/src/lib/LintProbe.ts', 'export const probe = 1;\n')).toContain('useFilenamingConvention');
    expect(lint('apps/web/src/lib/lint-probe.ts', 'export const probe = 1;\n')).not.toContain(
      'useFilenamingConvention',
    );
  });
});

/** A probe importing `names` from `source`. */
const importing = (names: string, source: string) =>
  `import { ${names} } from '${source}';\nexport const probe = [${names}];\n`;

describe('API layering rules', () => {
  it.each([
    ...['plugins/security', 'routes/health'].map((target) => [
      `a module importing ${target}`,
      'apps/api/src/modules/catalog/lint-probe.ts',
      `import * as outside from '#api/${target}.js';\nexport const probe = outside;\n`,
    ]),
    [
      'a module raising an HTTP error',
      'apps/api/src/modules/catalog/lint-probe.ts',
      importing('HttpError', '#api/http-error.js'),
    ],
    ...['routes/tlc/api', 'plugins', 'modules/catalog'].map((folder) => [
      `code in ${folder}/ reaching into another folder by a relative path`,
      `apps/api/src/${folder}/lint-probe.ts`,
      importing('systemClock', '../clock.js'),
    ]),
    [
      'a route importing a repository',
      'apps/api/src/routes/brand-logos/lint-probe.ts',
      importing('findBrandLogo', '#api/modules/brands/brand-logos.repository.js'),
    ],
    [
      "a module reaching into another module's repository",
      'apps/api/src/modules/appointments/lint-probe.ts',
      importing('deleteHold', '#api/modules/slot-inventory/slot-claims.repository.js'),
    ],
    [
      "a plugin reaching past a module's index",
      'apps/api/src/plugins/lint-probe.ts',
      importing('smtpSender', '#api/modules/notifications/smtp-sender.js'),
    ],
    [
      "the app's entry files reaching past a module's index",
      'apps/api/src/lint-probe.ts',
      importing('configuredKeyring', './modules/security/keyring.js'),
    ],
  ])('stop %s', (_breach, path, source) => {
    expect(lint(path, source)).toContain('noRestrictedImports');
  });

  it.each([
    [
      'a route importing its module through its index, and its own folder relatively',
      'apps/api/src/routes/tlc/api/lint-probe.ts',
      "import { getClinicDetails } from '#api/modules/clinics';\nimport { tlcClinicRoutes } from './clinic.js';\nexport const probe = [getClinicDetails, tlcClinicRoutes];\n",
    ],
    [
      'a module importing its own repository and another folder through #api/',
      'apps/api/src/modules/brands/lint-probe.ts',
      "import { systemClock } from '#api/clock.js';\nimport { findBrandLogo } from './brand-logos.repository.js';\nexport const probe = [systemClock, findBrandLogo];\n",
    ],
  ])('let %s', (_allowed, path, source) => {
    expect(lint(path, source)).not.toContain('noRestrictedImports');
  });
});

describe('hook rule', () => {
  it('refuses a hook called after an early return, and takes one called before it', () => {
    const component = (hooksFirst: boolean) =>
      "import { useDeferredValue } from 'react';\n" +
      'export function Probe({ ready }: { ready: boolean }) {\n' +
      (hooksFirst ? '  const shown = useDeferredValue(ready);\n  if (!ready) return null;\n' : '') +
      (hooksFirst ? '' : '  if (!ready) return null;\n  const shown = useDeferredValue(ready);\n') +
      '  return shown ? <p>ready</p> : null;\n}\n';
    expect(lint('apps/web/src/features/search/lint-probe.tsx', component(false))).toContain('useHookAtTopLevel');
    expect(lint('apps/web/src/features/search/lint-probe.tsx', component(true))).not.toContain('useHookAtTopLevel');
  });
});

describe('first-screen rule (decision 046)', () => {
  /** The first-screen rule is the one plugin the configuration names. */
  const FIRST_SCREEN = 'plugin';

  it.each([
    ['apps/web/src/features/search/components/lint-probe.tsx', "import { z } from 'zod';\nexport const probe = z;\n"],
    [
      'apps/web/src/app/lint-probe.ts',
      "import { ServicesResponseSchema } from '@hs/contracts';\nexport const probe = ServicesResponseSchema;\n",
    ],
    ['apps/web/src/main.tsx', "import { AddressSchema } from '@hs/domain';\nexport const probe = AddressSchema;\n"],
    [
      'apps/web/src/features/search/api/lint-probe.ts',
      "import { SchedulerConfigSchema } from '@hs/content/schemas';\nexport const probe = SchedulerConfigSchema;\n",
    ],
    ['apps/web/src/app/lint-probe.tsx', "import { z } from 'zod/mini';\nexport const probe = z;\n"],
  ])('stops %s from loading zod', (path, source) => {
    expect(lint(path, source)).toContain(FIRST_SCREEN);
  });

  it('keeps the layering rules beside it in the same folders', () => {
    const rules = lint(
      'apps/web/src/features/search/components/lint-probe.ts',
      "import { z } from 'zod';\nimport { planResults } from '@/features/results/model/results-plan';\nexport const probe = [z, planResults];\n",
    );
    expect(rules).toContain(FIRST_SCREEN);
    expect(rules).toContain('noRestrictedImports');
  });

  it('lets first-screen code use paths, types and a form schema loaded with import()', () => {
    const rules = lint(
      'apps/web/src/features/search/components/lint-probe.ts',
      [
        "import { servicesPath } from '@hs/contracts';",
        "import type { Service } from '@hs/domain';",
        "const schema = () => import('@/features/search/model/search-form-schema');",
        'export const probe: [string, Service[], typeof schema] = [servicesPath, [], schema];',
        '',
      ].join('\n'),
    );
    expect(rules).not.toContain(FIRST_SCREEN);
    expect(rules).not.toContain('noRestrictedImports');
  });

  it("lets the search feature's schema modules and tests use zod, and still keeps features apart there", () => {
    const path = 'apps/web/src/features/search/model/lint-probe-schema.ts';
    expect(lint(path, "import { z } from 'zod';\nexport const probe = z.string();\n")).not.toContain(FIRST_SCREEN);
    expect(
      lint('apps/web/src/app/lint-probe.test.ts', "import { z } from 'zod';\nexport const probe = z;\n"),
    ).not.toContain(FIRST_SCREEN);
    expect(lint(path, IMPORTS_RESULTS_FEATURE)).toContain('noRestrictedImports');
  });

  it('leaves modules off the first screen alone', () => {
    const rules = lint(
      'apps/web/src/features/schedule/model/lint-probe.ts',
      "import { z } from 'zod';\nexport const probe = z;\n",
    );
    expect(rules).not.toContain(FIRST_SCREEN);
  });

  it("is the list the build's first-screen chunk reads", () => {
    const isFirstScreenCode = firstScreenCode(root);
    const inRepository = (path: string) => isFirstScreenCode(join(root, path));
    expect(
      ['main.tsx', 'app/start-app.tsx', 'features/search/search-page.tsx'].map((path) =>
        inRepository(`apps/web/src/${path}`),
      ),
    ).toEqual([true, true, true]);
    expect(
      [
        'features/search/model/search-form-schema.ts',
        'features/search/search-page.test.tsx',
        'features/results/results-page.tsx',
        'lib/api/api-client.ts',
      ].map((path) => inRepository(`apps/web/src/${path}`)),
    ).toEqual([false, false, false, false]);
  });
});

interface Override {
  includes: string[];
  linter?: { rules?: { style?: { noRestrictedImports?: { options?: { patterns?: { group: string[] }[] } } } } };
}

describe('the feature rule', () => {
  it('covers every feature folder, so a new feature cannot import the others unnoticed', () => {
    const { overrides } = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8')) as { overrides: Override[] };
    const features = readdirSync(join(root, 'apps/web/src/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const uncovered = features.filter(
      (feature) =>
        !overrides.some(
          (override) =>
            override.includes.includes(`apps/web/src/features/${feature}/**`) &&
            override.linter?.rules?.style?.noRestrictedImports?.options?.patterns?.some(
              (pattern) =>
                pattern.group.includes('@/features/**') && pattern.group.includes(`!@/features/${feature}/**`),
            ),
        ),
    );
    expect(features.length).toBeGreaterThan(0);
    expect(uncovered).toEqual([]);
  });
});
