import type { z } from 'zod';

/** One thing wrong with a directory, where it is and what is wrong, in words an operator can act on. */
export interface Problem {
  file: string;
  /** For CSV files: the line of the row (1 is the header). */
  line?: number;
  /** For JSON files: where in the document, like $.clinics[3].address.postalCode. */
  path?: string;
  /** The field or column. */
  field?: string;
  message: string;
}

export type Path = readonly PropertyKey[];

/** Where a path of the assembled directory came from: a JSON path, or a CSV file's line and column. */
export type Locate = (path: Path) => Omit<Problem, 'message'>;

export function jsonPath(path: Path): string {
  return path.reduce<string>(
    (text, part) => (typeof part === 'number' ? `${text}[${part}]` : `${text}.${String(part)}`),
    '$',
  );
}

/** A JSON file's locator: the path itself, and its last named part as the field. */
export function locateInJson(file: string): Locate {
  return (path) => {
    // [part, index] is a whole entry, which has no field to name.
    const entry = path.length === 2 && typeof path[1] === 'number';
    const field = entry ? undefined : [...path].reverse().find((part) => typeof part === 'string');
    return { file, path: jsonPath(path), ...(field === undefined ? {} : { field: String(field) }) };
  };
}

const KIND_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'null',
};

function described(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  if (typeof value === 'object') return 'an object';
  return String(value);
}

/** Zod's own wording, which our schemas replace wherever they give a message. */
const ZOD_WORDING = /^(Invalid|Too (small|big)|Unrecognized)/;

/** Zod's issue as a sentence; our own checks already speak plainly. Needs the parse's `reportInput`. */
export function plainMessage(issue: z.core.$ZodIssue): string {
  if (!ZOD_WORDING.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'is missing';
      const expected = KIND_NAMES[issue.expected] ?? issue.expected;
      return `must be ${expected}, not ${described(issue.input)}`;
    }
    case 'unrecognized_keys':
      return `${issue.keys.length === 1 ? 'is not a field' : 'are not fields'} of this part of the directory`;
    case 'invalid_value':
      return `must be ${issue.values.map((value) => JSON.stringify(value)).join(' or ')}`;
    case 'too_small':
      if (issue.origin === 'array') return `must list at least ${issue.minimum}`;
      return issue.message;
    default:
      return issue.message;
  }
}

/** Turns zod's issues at `base` into problems; an unknown field becomes one problem per field, named. */
export function problemsOf(issues: readonly z.core.$ZodIssue[], base: Path, locate: Locate): Problem[] {
  return issues.flatMap((issue) => {
    const path = [...base, ...issue.path];
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((name) => ({ ...locate([...path, name]), field: name, message: plainMessage(issue) }));
    }
    return [{ ...locate(path), message: plainMessage(issue) }];
  });
}

export function formatProblem(problem: Problem): string {
  const place = [problem.file, problem.line === undefined ? undefined : `line ${problem.line}`, problem.path]
    .filter(Boolean)
    .join(', ');
  return `${place}${problem.field ? `: ${problem.field}` : ''}: ${problem.message}`;
}
