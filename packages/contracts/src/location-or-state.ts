import type { z } from 'zod';

interface Placed {
  locationNumber?: string | undefined;
  licensureState?: string | undefined;
}

/** A hold or a booking happens at a clinic (locationNumber) or, for care online, in the patient's state. */
export function requireLocationOrState(body: Placed, ctx: z.RefinementCtx): void {
  // With both, the location decides and must hold a licence in the state.
  if (!body.locationNumber && !body.licensureState) {
    ctx.addIssue({
      code: 'custom',
      path: ['locationNumber'],
      message: 'Give either locationNumber or licensureState.',
    });
  }
}
