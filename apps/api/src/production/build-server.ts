import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The production checks run the compiled server, so they compile it first (a second or two). */
export default function buildServer(): void {
  const root = fileURLToPath(new URL('../../../..', import.meta.url));
  execSync('npm run build --silent -w apps/api', { cwd: root, stdio: 'inherit' });
}
