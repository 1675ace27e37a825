import { type BundledContent, defineContent } from '../../registry.js';
import type { PrescreenData } from '../../schemas/prescreen/prescreen-data.js';

/** Texts every prescreen shares; each prescreen may still word them its own way. */
const COMMON_PRESCREEN_TEXTS = {
  continueLabel: 'Continue',
  finishLabel: 'See Available Times',
  backLabel: 'Back',
  requiredFieldsBanner: 'Please fill out all required fields to continue',
  servicesErrorMessage:
    "We couldn't load the list of services just now. Please refresh the page to try again, or call your clinic to book.",
} satisfies Partial<PrescreenData>;

type CommonText = keyof typeof COMMON_PRESCREEN_TEXTS;

/** A prescreen's own data: the common texts may be left out, or worded its own way. */
export type PrescreenOwnData = Omit<PrescreenData, CommonText> & Partial<Pick<PrescreenData, CommonText>>;

/** A bundled prescreen: every prescreen lives at prescreen-data/1.0.0/prescreen/{prescreenId}. */
export function definePrescreen(name: string, data: PrescreenOwnData): BundledContent<PrescreenData> {
  return defineContent<PrescreenData>(
    { schema: 'prescreen-data', version: '1.0.0', dir: 'prescreen', name },
    () => import('../../schemas/prescreen/prescreen-data.js').then((module) => module.PrescreenDataSchema),
    { ...COMMON_PRESCREEN_TEXTS, ...data },
    ['es'],
  );
}
