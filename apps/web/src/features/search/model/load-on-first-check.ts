import type { StandardSchemaV1 } from '@standard-schema/spec';

/**
 * A form's schema whose code, and zod with it, is fetched the first time the form is checked. The search form
 * names its rules this way, so the first screen shows and lists its options without zod (its JavaScript budget).
 * A failed load is not kept: the next check tries again.
 */
export function loadOnFirstCheck<Input, Output>(
  load: () => Promise<StandardSchemaV1<Input, Output>>,
): StandardSchemaV1<Input, Output> {
  let loading: Promise<StandardSchemaV1<Input, Output>> | undefined;
  return {
    '~standard': {
      version: 1,
      vendor: 'load-on-first-check',
      validate: async (value) => {
        loading ??= load().catch((error: unknown) => {
          loading = undefined;
          throw error;
        });
        return (await loading)['~standard'].validate(value);
      },
    },
  };
}
