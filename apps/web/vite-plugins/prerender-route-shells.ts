import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type AliasOptions, build, createServer, type Plugin } from 'vite';
import { MESSAGES_ATTRIBUTE } from '../src/prerender/preload-messages';
import { modulePreloads } from './module-preloads';

interface RouteShellsModule {
  renderPages(): Promise<
    {
      route: string;
      module: string;
      messages: string;
      markup: string | undefined;
      needs: string | undefined;
      data: string[];
    }[]
  >;
}

/** Sets `<html lang>` before the first paint of every page, which the app reads it from. */
const LANGUAGE_GUARD_ENTRY = 'src/prerender/language-guard-script.ts';
/** Also marks, on <html>, what the tab holds; run instead on pages whose view depends on it. */
const TAB_GUARD_ENTRY = 'src/prerender/tab-guard-script.ts';

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * After the client build, writes `dist/pages/<route>.html` for each page of the route table, which the server
 * sends for that route instead of the bare index.html: the built index.html with preloads of the page's code and
 * of the data it first waits on (`module-preloads.ts`). A page with a shell (`src/prerender/`) also gets the
 * layout and its first view already inside #root, in each language, and links to the stylesheets that style it (the
 * page would load them with its code anyway). The shells are rendered through Vite's own module loader, so CSS module
 * class names come out as in the client build; any that no built stylesheet defines are a build error rather
 * than an unstyled first paint. Every page runs a guard, a small classic script built on its own and run in the
 * <head>, which before the first paint names the visitor's language on <html> (the stylesheet shows that language's
 * view, and the app reads it there); the tab guard, on pages whose shell is true only for some tabs (a booking to
 * confirm), also marks what the tab holds, and the stylesheet keeps the shell hidden otherwise. The bare index.html, for paths without a page,
 * preloads the app's code alone.
 */
export function prerenderRouteShells(): Plugin {
  let outDir = '';
  let root = '';
  let alias: AliasOptions = [];
  return {
    name: 'prerender-route-shells',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      root = config.root;
      alias = config.resolve.alias;
    },
    async closeBundle() {
      const loader = await createServer({
        server: { middlewareMode: true, hmr: false, watch: null },
        appType: 'custom',
        logLevel: 'error',
      });
      try {
        const { renderPages } = (await loader.ssrLoadModule('/src/prerender/route-shells.tsx')) as RouteShellsModule;
        const preloads = modulePreloads(outDir);
        const languageGuard = await buildGuard(LANGUAGE_GUARD_ENTRY, root, alias, outDir);
        const tabGuard = await buildGuard(TAB_GUARD_ENTRY, root, alias, outDir);
        const indexFile = path.join(outDir, 'index.html');
        const index = readFileSync(indexFile, 'utf8').replace('</head>', `${preloads.app}</head>`);
        if (!index.includes(ROOT_ELEMENT)) throw new Error(`index.html has no empty ${ROOT_ELEMENT} to fill.`);
        // A path without a page of its own (the 404, the staff console) renders with the whole catalog.
        writeFileSync(indexFile, withGuard(index, languageGuard, preloads.messages('all')));
        const stylesheets = builtStylesheets(outDir);
        const pages = await renderPages();
        mkdirSync(path.join(outDir, 'pages'), { recursive: true });
        for (const { route, module, messages, markup = '', needs, data } of pages) {
          const used = markupClasses(markup);
          const unknown = [...used].filter((name) => !stylesheets.some((sheet) => sheet.classes.has(name)));
          if (unknown.length > 0) throw new Error(`The shell of ${route} uses classes the build lacks: ${unknown}`);
          const links = stylesheets
            .filter((sheet) => !index.includes(sheet.href) && [...used].some((name) => sheet.classes.has(name)))
            .map((sheet) => `  <link rel="stylesheet" crossorigin href="${sheet.href}">\n  `)
            .join('');
          writeFileSync(
            path.join(outDir, 'pages', `${route}.html`),
            withGuard(index, needs ? tabGuard : languageGuard, preloads.messages(messages))
              .replace('</head>', `${links}${preloads.page(`src/${module}`)}${dataPreloads(data)}</head>`)
              .replace(ROOT_ELEMENT, `<div id="root">${markup}</div>`),
          );
        }
      } finally {
        await loader.close();
      }
    },
  };
}

/** The HTML with `guard` run in its <head>, before the first paint, told the page's catalog in each language. */
const withGuard = (html: string, guard: string, messages: Record<string, string>) =>
  html.replace(
    '</title>',
    `</title>\n    <script src="${guard}" ${MESSAGES_ATTRIBUTE}='${JSON.stringify(messages)}'></script>`,
  );

/** Fetch preloads of `urls`, in the mode and credentials of the app's own requests (same-origin `fetch`). */
function dataPreloads(urls: string[]): string {
  return urls
    .map((url) => `  <link rel="preload" as="fetch" crossorigin href="${url.replaceAll('&', '&amp;')}">\n  `)
    .join('');
}

/** Builds a guard as one self-contained classic script in `assets/`, named by its content; returns its URL. */
async function buildGuard(entry: string, root: string, alias: AliasOptions, outDir: string): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'error',
    resolve: { alias },
    build: {
      write: false,
      target: 'es2022',
      lib: { entry, formats: ['iife'], name: 'guard' },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const chunk = result && 'output' in result ? result.output.find((file) => file.type === 'chunk') : undefined;
  if (!chunk) throw new Error(`Building ${entry} gave no script.`);
  const file = `${path.basename(entry, '-script.ts')}-${createHash('sha256').update(chunk.code).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(path.join(outDir, 'assets', file), chunk.code);
  return `/assets/${file}`;
}

interface Stylesheet {
  href: string;
  classes: Set<string>;
}

function builtStylesheets(outDir: string): Stylesheet[] {
  const assets = path.join(outDir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.css'))
    .map((file) => ({
      href: `/assets/${file}`,
      classes: classNamesIn(readFileSync(path.join(assets, file), 'utf8')),
    }));
}

function classNamesIn(css: string): Set<string> {
  return new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!));
}

function markupClasses(markup: string): Set<string> {
  return new Set([...markup.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/).filter(Boolean)));
}
