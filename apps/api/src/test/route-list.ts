/** Fastify's route tree (`app.printRoutes({ commonPrefix: false })`) as "path (METHODS)" lines. */
export function routeList(tree: string): string[] {
  const prefixes: string[] = [];
  return tree.split('\n').flatMap((line) => {
    const node = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!node) return [];
    const [, indent = '', segment = '', methods] = node;
    const depth = indent.length / 4;
    // A child line in the tree carries only the rest of its path.
    const path = (prefixes[depth - 1] ?? '') + segment;
    prefixes[depth] = path;
    return methods ? [`${path} (${methods})`] : [];
  });
}

/**
 * "METHOD path" of every route one of whose hooks is the function named `hook`, from Fastify's route tree with its
 * hooks (`app.printRoutes({ commonPrefix: false, includeHooks: true })`). A route whose methods have different
 * hooks is listed again under its node, without a branch, for those methods.
 */
export function routesWithHook(tree: string, hook: string): string[] {
  const prefixes: string[] = [];
  const found = new Set<string>();
  let current: { path: string; methods: string[] } | null = null;
  for (const line of tree.split('\n')) {
    const node = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    const more = node ? null : /^(?:[│ ] {3})+(\S+) \(([^)]+)\)$/.exec(line);
    if (node) {
      const [, indent = '', segment = '', methods] = node;
      const depth = indent.length / 4;
      const path = (prefixes[depth - 1] ?? '') + segment;
      prefixes[depth] = path;
      current = methods ? { path, methods: methods.split(', ') } : null;
    } else if (more && current) {
      current = { path: current.path, methods: (more[2] ?? '').split(', ') };
    } else if (current && line.includes(`"${hook}()"`)) {
      for (const method of current.methods) found.add(`${method} ${current.path}`);
    }
  }
  return [...found];
}
