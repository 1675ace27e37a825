import type { StandardSchemaV1 } from '@standard-schema/spec';

/**
 * A schema whose code is fetched the first time something is checked with it. The first screen names its
 * schemas this way, so zod loads once an answer needs checking instead of before the page can show
 * (ARCHITECTURE: the first screen's JavaScript budget).
 */
export function lazySchema<Input, Output>(
  load: () => Promise<StandardSchemaV1<Input, Output>>,
): StandardSchemaV1<Input, Output> {
  let loading: Promise<StandardSchemaV1<Input, Output>> | undefined;
  return {
    '~standard': {
      version: 1,
      vendor: 'lazy',
      validate: async (value) => {
        // A failed load is not kept, so the next check tries again.
        loading ??= load().catch((error: unknown) => {
          loading = undefined;
          throw error;
        });
        return (await loading)['~standard'].validate(value);
      },
    },
  };
}
