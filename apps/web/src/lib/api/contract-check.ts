import type { ApiRoute } from '@hs/contracts/responses';

/**
 * Whether an answer from our API breaks the contract of its route. For development and tests only: callers ask
 * under `import.meta.env.DEV`, so the production build drops the call, and with it the schemas it would load
 * (decision 046).
 */
export async function answerBreaksContract(route: ApiRoute, answer: unknown): Promise<boolean> {
  const { responseSchemas } = await import('@hs/contracts/responses');
  return !responseSchemas[route].safeParse(answer).success;
}
