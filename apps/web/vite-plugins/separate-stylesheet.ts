import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { transform } from 'lightningcss';
import { type Plugin, preprocessCSS, type ResolvedConfig } from 'vite';

/** Module ids of the folder's CSS modules once taken over: not `.css`, so Vite's own CSS plugins leave them be. */
const PREFIX = '\0separate-stylesheet:';
const SUFFIX = '.js';
const CSS_MODULE = /\.module\.css$/;

export interface SeparateStylesheetOptions {
  /** The folder, from the app's root, whose CSS modules go to the stylesheet of their own. */
  folder: string;
  /** The stylesheet's name in `assets/`, before its hash. */
  name: string;
  /** A string the folder's code holds where it needs the stylesheet's URL; the build writes the URL there. */
  placeholder: string;
}

/**
 * With `cssCodeSplit: false` the build writes one stylesheet that every page links (decision 047). A part of the
 * app no patient page shows (the staff console) must not add to it, so this takes over the CSS modules of that
 * part's folder: each is compiled as Vite compiles any CSS module (the same scoped class names), its module
 * exports the class names, and their CSS goes to a stylesheet of its own, `assets/<name>-<hash>.css`, whose URL
 * replaces `placeholder` in the code. That code links the stylesheet itself when it is shown. In development
 * Vite serves the modules as usual and the placeholder stays as it is.
 */
export function separateStylesheet({ folder, name, placeholder }: SeparateStylesheetOptions): Plugin {
  let config: ResolvedConfig;
  let root = '';
  const sheets = new Map<string, string>();
  let stylesheet: { fileName: string; source: string } | undefined;
  return {
    name: 'separate-stylesheet',
    apply: 'build',
    enforce: 'pre',
    configResolved(resolved) {
      config = resolved;
      root = path.resolve(resolved.root, folder);
    },
    async resolveId(source, importer, options) {
      if (!CSS_MODULE.test(source) || !importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved?.id.startsWith(`${root}${path.sep}`)) return null;
      return `${PREFIX}${resolved.id}${SUFFIX}`;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length, -SUFFIX.length);
      const { code, modules = {} } = await preprocessCSS(await readFile(file, 'utf8'), file, config);
      sheets.set(file, code);
      const named = Object.entries(modules)
        .filter(([key]) => /^[A-Za-z_$][\w$]*$/.test(key))
        .map(([key, value]) => `export const ${key} = ${JSON.stringify(value)};`);
      return { code: `${named.join('\n')}\nexport default ${JSON.stringify(modules)};`, moduleType: 'js' };
    },
    buildEnd() {
      if (sheets.size === 0) return;
      // In path order, whatever order the modules loaded in: the same sources always make the same file.
      const css = [...sheets.keys()]
        .sort()
        .map((file) => sheets.get(file))
        .join('\n');
      const minified = transform({ filename: `${name}.css`, code: Buffer.from(css), minify: true }).code;
      const hash = createHash('sha256').update(minified).digest('base64url').slice(0, 8);
      stylesheet = {
        fileName: path.posix.join(config.build.assetsDir, `${name}-${hash}.css`),
        source: minified.toString(),
      };
      sheets.clear();
    },
    renderChunk(code) {
      if (!stylesheet || !code.includes(placeholder)) return null;
      return { code: code.replaceAll(placeholder, `${config.base}${stylesheet.fileName}`), map: null };
    },
    generateBundle() {
      if (stylesheet) this.emitFile({ type: 'asset', ...stylesheet });
    },
  };
}
