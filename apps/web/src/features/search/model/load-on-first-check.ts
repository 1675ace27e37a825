import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { FieldValues, Resolver } from 'react-hook-form';

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

/**
 * react-hook-form's resolver for `schema`, whose code (a shared chunk of its own) is fetched with the schema on the
 * form's first check rather than with the first screen.
 */
export function resolverOnFirstCheck<Input extends FieldValues, Output>(
  schema: StandardSchemaV1<Input, Output>,
): Resolver<Input, unknown, Output> {
  return async (values, context, options) => {
    const { standardSchemaResolver } = await import('@hookform/resolvers/standard-schema');
    return standardSchemaResolver(schema)(values, context, options);
  };
}
