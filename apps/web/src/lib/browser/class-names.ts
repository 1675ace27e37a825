/** Joins the truthy class names; a few lines instead of a dependency. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
