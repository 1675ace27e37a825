import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';

interface RouteShellsModule {
  renderRouteShells(): { pathname: string; markup: string }[];
}

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * After the client build, writes `dist/pages/<path>.html` for each page with a shell (`src/prerender/`): the
 * built index.html with the layout and the page's first view already inside #root, and links to the page's own
 * stylesheets that style it (the page would load them with its code anyway), which the server sends for that
 * path instead of the empty index.html. The shells are rendered through Vite's own module loader, so CSS module
 * class names come out as in the client build; any that no built stylesheet defines are a build error rather
 * than an unstyled first paint.
 */
export function prerenderRouteShells(): Plugin {
  let outDir = '';
  return {
    name: 'prerender-route-shells',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const loader = await createServer({
        server: { middlewareMode: true, hmr: false, watch: null },
        appType: 'custom',
        logLevel: 'error',
      });
      try {
        const { renderRouteShells } = (await loader.ssrLoadModule(
          '/src/prerender/route-shells.tsx',
        )) as RouteShellsModule;
        const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        if (!index.includes(ROOT_ELEMENT)) throw new Error(`index.html has no empty ${ROOT_ELEMENT} to fill.`);
        const stylesheets = builtStylesheets(outDir);
        for (const { pathname, markup } of renderRouteShells()) {
          const used = markupClasses(markup);
          const unknown = [...used].filter((name) => !stylesheets.some((sheet) => sheet.classes.has(name)));
          if (unknown.length > 0) throw new Error(`The shell of ${pathname} uses classes the build lacks: ${unknown}`);
          const links = stylesheets
            .filter((sheet) => !index.includes(sheet.href) && [...used].some((name) => sheet.classes.has(name)))
            .map((sheet) => `  <link rel="stylesheet" crossorigin href="${sheet.href}">\n  `)
            .join('');
          const file = path.join(outDir, 'pages', `${pathname}.html`);
          mkdirSync(path.dirname(file), { recursive: true });
          writeFileSync(
            file,
            index.replace('</head>', `${links}</head>`).replace(ROOT_ELEMENT, `<div id="root">${markup}</div>`),
          );
        }
      } finally {
        await loader.close();
      }
    },
  };
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
