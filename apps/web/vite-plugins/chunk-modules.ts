import path from 'node:path';
import type { Plugin } from 'vite';

/** Next to Vite's manifest: which modules each script file of the build holds. */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/**
 * Writes the modules of each script file, by path from the repository's root: the manifest says which files
 * import which, but not what a file is made of, and the build checks (e2e/tests/patient-pages-without-staff-code)
 * must know that no file a patient page loads holds a staff console module or the WebAuthn library.
 */
export function chunkModules(repositoryRoot: string): Plugin {
  return {
    name: 'chunk-modules',
    apply: 'build',
    generateBundle(_, bundle) {
      const files: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        files[output.fileName] = output.moduleIds.map((id) =>
          path
            .relative(repositoryRoot, id.replace(/^\0[\w-]*:?/, ''))
            .split(path.sep)
            .join('/'),
        );
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: `${JSON.stringify(files, null, 1)}\n` });
    },
  };
}
