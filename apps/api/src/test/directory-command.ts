import { writeFile } from 'node:fs/promises';
import { type Directory, directoryJsonText, locateInJson, validateDirectory } from '@hs/directory';
import { type CommandRun, startCommand } from './operator-command.js';

/** `npm run directory -- …`. */
export function startDirectoryCommand(args: readonly string[], env: Record<string, string>): CommandRun {
  return startCommand('apps/api/src/directory-cli.ts', args, env);
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
