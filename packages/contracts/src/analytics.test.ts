import { ANALYTICS_SCHEMA_VERSIONS, type AnalyticsEventName } from '@hs/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AnalyticsBatchSchema } from './analytics.js';
import { ANALYTICS_CATEGORIES } from './analytics-basics.js';
import {
  ANALYTICS_ALERTS,
  ANALYTICS_ENDPOINTS,
  ANALYTICS_ERROR_CODES,
  ANALYTICS_FIELDS,
  ANALYTICS_FLOWS,
  ANALYTICS_FORMS,
  ANALYTICS_REDIRECT_ACTIONS,
  ANALYTICS_ROUTES,
  ANALYTICS_RULES,
  ANALYTICS_STEPS,
} from './analytics-vocabulary.js';

const flow = { step: 2, processStatus: 'in_progress' };

/** A valid detail of each kind of event, and the list each of its words comes from. */
const KINDS: Record<AnalyticsEventName, { data: Record<string, unknown>; words: Record<string, readonly string[]> }> = {
  'start-flow': {
    data: { ...flow, flow: 'IN_PERSON', category: 'Physicals', redirectAction: 'prescreen', entry: 'search' },
    words: { flow: ANALYTICS_FLOWS, category: ANALYTICS_CATEGORIES, redirectAction: ANALYTICS_REDIRECT_ACTIONS },
  },
  'continue-flow': { data: { ...flow, stepName: 'results' }, words: { stepName: ANALYTICS_STEPS } },
  'complete-flow': { data: { ...flow, stepName: 'generalConsent' }, words: { stepName: ANALYTICS_STEPS } },
  'display-alert': {
    data: { ...flow, alert: 'search-banner', route: 'main' },
    words: { alert: ANALYTICS_ALERTS, route: ANALYTICS_ROUTES },
  },
  'customer-facing-service-error': {
    data: { ...flow, description: 'UNKNOWN_ERROR', endpoint: 'no relevant value', code: -1 },
    words: { description: ANALYTICS_ERROR_CODES, endpoint: ANALYTICS_ENDPOINTS },
  },
  navigate: { data: { ...flow, from: 'main', to: 'results' }, words: { from: ANALYTICS_ROUTES, to: ANALYTICS_ROUTES } },
  'form-field-abandonment': {
    data: { ...flow, form: 'search', fieldName: 'location' },
    words: { form: ANALYTICS_FORMS, fieldName: ANALYTICS_FIELDS },
  },
  'user-constraint-error': {
    data: { ...flow, form: 'patientDetails', fieldName: 'firstName', rule: 'custom' },
    words: { form: ANALYTICS_FORMS, fieldName: ANALYTICS_FIELDS, rule: ANALYTICS_RULES },
  },
};

const SLOTS = Object.entries(KINDS).flatMap(([name, kind]) =>
  Object.entries(kind.words).map(([field, words]) => ({ name: name as AnalyticsEventName, field, words })),
);

const parse = (name: AnalyticsEventName, data: Record<string, unknown>) =>
  AnalyticsBatchSchema.safeParse({
    events: [
      {
        name,
        schemaVersion: ANALYTICS_SCHEMA_VERSIONS[name],
        component: 'unified scheduler',
        isGuest: true,
        occurredAt: '2026-03-02T14:59:00.000Z',
        data: { ...KINDS[name].data, ...data },
      },
    ],
  });

/** What a visitor might type, and what merely looks like one of our names (which the old rule let through). */
const text = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.stringMatching(/^[A-Za-z][A-Za-z0-9_.-]{0,40}$/),
);

describe('analytics events carry our own words only', () => {
  it('accepts every listed word in every field that takes it', () => {
    for (const { name, field, words } of SLOTS) {
      for (const word of words) expect(parse(name, { [field]: word }).success, `${name}.${field} = ${word}`).toBe(true);
    }
  });

  it('refuses any other string in any of those fields, naming the field', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SLOTS), text, ({ name, field, words }, value) => {
        fc.pre(!words.includes(value));
        const result = parse(name, { [field]: value });
        expect(result.success).toBe(false);
        expect(result.error?.issues[0]?.path).toEqual(['events', 0, 'data', field]);
        // The message says what is wrong, never what was sent.
        expect(result.error?.issues[0]?.message).toBe('Input must be one of the names the scheduler sends.');
      }),
      { numRuns: 2000 },
    );
  });
});
