import { type ChildProcess, spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type Directory, directoryJsonText, locateInJson, validateDirectory } from '@hs/directory';

const checkout = fileURLToPath(new URL('../../../..', import.meta.url));

export interface CommandRun {
  child: ChildProcess;
  done: Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>;
}

/** `npm run directory -- …` as an operator types it, in the checkout, with `env` on top of a clean one. */
export function startDirectoryCommand(args: readonly string[], env: Record<string, string>): CommandRun {
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/directory-cli.ts', ...args], {
    cwd: checkout,
    env: { ...inherited, INIT_CWD: checkout, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>(
    (resolve) => child.on('exit', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  return { child, done };
}

export function runDirectoryCommand(args: readonly string[], env: Record<string, string>) {
  return startDirectoryCommand(args, env).done;
}

/** Checks a directory file's contents, as the command would, for a test to change and write. */
export function checkedDirectory(file: unknown): Directory {
  const result = validateDirectory(file, locateInJson('test'));
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.directory;
}

export async function writeDirectoryFile(filePath: string, file: unknown): Promise<void> {
  await writeFile(filePath, directoryJsonText(checkedDirectory(file)));
}
