import { type BundledContent, type BundledDocument, contentKey } from './registry.js';

/**
 * Checks bundled objects and documents against their schemas and returns them unchanged; throws naming
 * the first that does not follow its schema. The API runs it before seeding its store, and the tests run
 * it on everything, so the data modules can stay free of zod.
 */
export async function checkBundledContent<T extends BundledContent | BundledDocument>(
  entries: readonly T[],
): Promise<readonly T[]> {
  for (const entry of entries) {
    const schema = await entry.loadZod();
    const result = schema.safeParse(entry.data);
    if (!result.success) {
      const key = 'kind' in entry ? `${entry.kind}/${entry.id}` : contentKey(entry);
      const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
      throw new Error(`Bundled content ${key} does not follow its schema: ${issues.join('; ')}`);
    }
  }
  return entries;
}
