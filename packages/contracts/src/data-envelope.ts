import { z } from 'zod';

/** An answer that holds one payload: `{ data: { <name>: payload } }`, the payload named by what it is. */
export function dataEnvelope<Name extends string, Payload extends z.ZodType>(name: Name, payload: Payload) {
  // A computed key widens to string; the name given is the only key there is.
  return z.object({ data: z.object({ [name]: payload } as { [Key in Name]: Payload }) });
}
