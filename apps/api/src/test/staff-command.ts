import { startCommand } from './operator-command.js';

/** `npm run staff -- …` as an operator types it. */
export function runStaffCommand(args: readonly string[], env: Record<string, string>) {
  return startCommand('apps/api/src/staff-cli.ts', args, env).done;
}

/** The token at the end of the invite link a command printed. */
export function printedToken(stdout: string): string {
  const link = /https?:\/\/\S+\/staff\/invite\/([\w-]+)/.exec(stdout);
  if (!link?.[1]) throw new Error(`No invite link in:\n${stdout}`);
  return link[1];
}
