import { crossCheck, type Parsed } from './cross-check.js';
import { type Locate, type Problem, problemsOf } from './problems.js';
import { DIRECTORY_PARTS, DIRECTORY_VERSION, type Directory, type DirectoryPart, partSchemas } from './schema.js';

export type Checked = { ok: true; directory: Directory } | { ok: false; problems: Problem[] };

const TOP_LEVEL = new Set<string>(['$schema', 'version', ...DIRECTORY_PARTS]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks a whole directory and reports every problem, not the first: each entry on its own, so one bad clinic
 * does not hide the next, then what entries say about each other (duplicates, names of things not listed).
 */
export function validateDirectory(input: unknown, locate: Locate): Checked {
  if (!isRecord(input)) return { ok: false, problems: [{ ...locate([]), message: 'must be a JSON object' }] };
  const problems: Problem[] = [];
  for (const name of Object.keys(input)) {
    if (!TOP_LEVEL.has(name)) {
      problems.push({ ...locate([name]), field: name, message: 'is not a part of the directory format' });
    }
  }
  if (input.version !== DIRECTORY_VERSION) {
    const message =
      input.version === undefined
        ? `is missing: say "version": ${DIRECTORY_VERSION}`
        : `must be ${DIRECTORY_VERSION}: this release reads version ${DIRECTORY_VERSION} of the directory format`;
    problems.push({ ...locate(['version']), message });
  }
  const parsed = {} as Parsed;
  const raw = {} as Record<DirectoryPart, unknown[]>;
  for (const part of DIRECTORY_PARTS) {
    const items = input[part];
    raw[part] = Array.isArray(items) ? items : [];
    (parsed as Record<DirectoryPart, unknown[]>)[part] = [];
    if (!Array.isArray(items)) {
      const message = items === undefined ? 'is missing: list them, or give [] for none' : 'must be a list';
      problems.push({ ...locate([part]), message });
      continue;
    }
    items.forEach((item, index) => {
      const result = partSchemas[part].safeParse(item, { reportInput: true });
      if (result.success) (parsed[part] as { index: number; value: unknown }[]).push({ index, value: result.data });
      else problems.push(...problemsOf(result.error.issues, [part, index], locate));
    });
  }
  problems.push(...crossCheck(parsed, raw, locate));
  if (problems.length > 0) return { ok: false, problems };
  const directory = { version: DIRECTORY_VERSION } as Directory;
  for (const part of DIRECTORY_PARTS) {
    (directory as Record<DirectoryPart, unknown>)[part] = parsed[part].map((entry) => entry.value);
  }
  return { ok: true, directory };
}
