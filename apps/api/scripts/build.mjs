// Compiles the API into one ES module, apps/api/dist/server.js, that plain `node` runs in production.
// The workspace packages (@hs/*) export TypeScript sources, so they are bundled in, as are the API's own files
// named through its #api/ subpath imports (package.json "imports"); every npm package stays external and is
// loaded from node_modules, where PGlite finds its wasm and data files and geo-tz its data.
// An optional argument names another output folder (the API tests build their own copy); it must sit inside the
// checkout, so that the external packages resolve from its node_modules.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const api = fileURLToPath(new URL('..', import.meta.url));
const dist = process.argv[2] ? path.resolve(process.argv[2]) : `${api}/dist`;

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [`${api}/src/server.ts`],
  outfile: `${dist}/server.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'npm-packages-external',
      setup(compiler) {
        compiler.onResolve({ filter: /^[^./#]/ }, (args) =>
          args.path.startsWith('@hs/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
// The migrator reads the SQL files beside the code (`new URL('./migrations', import.meta.url)`).
cpSync(`${api}/src/db/migrations`, `${dist}/migrations`, { recursive: true });
