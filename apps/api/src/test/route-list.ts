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
