// The layering in ARCHITECTURE.md is enforced by `biome lint`: each case writes a throw-away file that breaks
// (or keeps) one rule where the rule applies, lints it, and expects the rule to fire (or not).
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const written: string[] = [];

function lint(relativePath: string, source: string): string[] {
  const file = join(root, relativePath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, source);
  written.push(file);
  const result = spawnSync('npx', ['biome', 'lint', '--max-diagnostics=50', relativePath], {
    cwd: root,
    encoding: 'utf8',
  });
  const output = `${result.stdout}${result.stderr}`;
  return [...output.matchAll(/lint\/[a-z]+\/([A-Za-z]+)/g)].map((match) => match[1] ?? '');
}

afterEach(() => {
  for (const file of written.splice(0)) rmSync(file, { force: true });
});

describe('layering rules', () => {
  it('stop a web feature from importing another feature', () => {
    const rules = lint(
      'apps/web/src/features/search/lint-probe.ts',
      "import { planResults } from '@/features/results/model/results-plan';\nexport const probe = planResults;\n",
    );
    expect(rules).toContain('noRestrictedImports');
  });

  it('let a feature import its own modules and the shared layers', () => {
    const rules = lint(
      'apps/web/src/features/search/lint-probe.ts',
      "import { searchErrorFor } from '@/features/search/model/search-error';\nimport { paths } from '@/config/paths';\nexport const probe = [searchErrorFor, paths];\n",
    );
    expect(rules).not.toContain('noRestrictedImports');
  });

  it.each(['lib', 'components', 'config'])('stop %s/ from importing a feature', (layer) => {
    const rules = lint(
      `apps/web/src/${layer}/lint-probe.ts`,
      "import { planResults } from '@/features/results/model/results-plan';\nexport const probe = planResults;\n",
    );
    expect(rules).toContain('noRestrictedImports');
  });

  it('stop web code from reaching into another folder by a relative path', () => {
    const rules = lint(
      'apps/web/src/features/search/model/lint-probe.ts',
      "import { paths } from '../../../config/paths';\nexport const probe = paths;\n",
    );
    expect(rules).toContain('noRestrictedImports');
  });

  it.each(['plugins/security', 'routes/health'])('stop an API module from importing %s', (target) => {
    const rules = lint(
      'apps/api/src/modules/catalog/lint-probe.ts',
      `import * as outside from '../../${target}.js';\nexport const probe = outside;\n`,
    );
    expect(rules).toContain('noRestrictedImports');
  });

  it('require kebab-case file names', () => {
    expect(lint('apps/web/src/lib/LintProbe.ts', 'export const probe = 1;\n')).toContain('useFilenamingConvention');
    expect(lint('apps/web/src/lib/lint-probe.ts', 'export const probe = 1;\n')).not.toContain(
      'useFilenamingConvention',
    );
  });
});
