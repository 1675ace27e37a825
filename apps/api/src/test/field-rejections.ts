import { expect } from 'vitest';

/** What a test's request helper gives back: the status and the parsed JSON body. */
export interface JsonAnswer {
  status: number;
  body: { errors?: { field?: string }[] };
}

/**
 * Every input is refused with 400 and a first error naming the field expected with it. Each assertion is
 * labelled with its input, so a failure says which one got through.
 */
export async function expectFieldRejections<Input>(
  ask: (input: Input) => Promise<JsonAnswer>,
  cases: readonly (readonly [Input, string])[],
): Promise<void> {
  for (const [input, field] of cases) {
    const label = typeof input === 'string' ? input : JSON.stringify(input);
    const { status, body } = await ask(input);
    expect(status, label).toBe(400);
    expect(body.errors?.[0]?.field, label).toBe(field);
  }
}

/** Cases that all name one field. */
export function naming<Input>(field: string, inputs: readonly Input[]): (readonly [Input, string])[] {
  return inputs.map((input) => [input, field] as const);
}
