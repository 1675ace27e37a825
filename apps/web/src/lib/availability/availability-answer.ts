import type { AvailabilityResponse } from '@hs/contracts';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { z } from 'zod';
import type { ResponseSchema } from '@/lib/api/api-client';
import { yieldToBrowser } from '@/lib/browser/yield-to-browser';
import { loadOnce } from '@/lib/load-once';

/**
 * The contract's schemas, evaluated in a task of their own while the answer travels rather than with the page
 * that asks (on the results page, the longest task of its start).
 */
const loadSchemas = loadOnce(() => import('./availability-answer-schemas'));

/**
 * How long a stretch of checking may run before the browser gets its turn. A results answer holds thousands of
 * slots; checked in one go it was the page's longest task (about 0.25 s on a mid-range phone), holding up taps.
 */
const SLICE_MS = 8;

const PROVIDERS_PATH = ['data', 'appointmentTimeSlots'] as const;

const issuesAt = (index: number, issues: readonly z.core.$ZodIssue[]): StandardSchemaV1.Issue[] =>
  issues.map((issue) => ({ message: issue.message, path: [...PROVIDERS_PATH, index, ...issue.path] }));

/**
 * The availability answer's contract (AvailabilityResponseSchema), checked a provider at a time with the browser
 * given its turn between stretches of work: the same answers pass and fail, with the same paths to what failed.
 */
export const AvailabilityAnswer: ResponseSchema<AvailabilityResponse> = {
  preload: () => {
    loadSchemas().catch(() => {});
  },
  '~standard': {
    version: 1,
    vendor: 'availability-answer',
    async validate(value) {
      const { Envelope, ProviderAvailabilitySchema } = await loadSchemas();
      // The answer's JSON was parsed in this task: the checks start in a task of their own.
      await yieldToBrowser();
      const envelope = Envelope.safeParse(value);
      if (!envelope.success) return { issues: envelope.error.issues };
      const providers: AvailabilityResponse['data']['appointmentTimeSlots'] = [];
      let sliceStart = performance.now();
      for (const [index, entry] of envelope.data.data.appointmentTimeSlots.entries()) {
        if (performance.now() - sliceStart > SLICE_MS) {
          await yieldToBrowser();
          sliceStart = performance.now();
        }
        const checked = ProviderAvailabilitySchema.safeParse(entry);
        if (!checked.success) return { issues: issuesAt(index, checked.error.issues) };
        providers.push(checked.data);
      }
      return { value: { ...envelope.data, data: { appointmentTimeSlots: providers } } };
    },
  },
};
