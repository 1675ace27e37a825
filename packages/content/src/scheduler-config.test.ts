import { SERVICE_CATEGORIES } from '@hs/domain';
import { describe, expect, it } from 'vitest';
import { bundledContent } from './index.js';
import { schedulerConfig } from './objects/scheduler-config.js';
import { type CategoryConfig, CategoryConfigSchema, SchedulerConfigSchema } from './schemas/scheduler-config.js';
import { PRESCREEN_IDS, REDIRECT_ACTIONS, SCHEDULER_FLOWS } from './vocabulary.js';

const { categories } = schedulerConfig.data;
const byCategory = (name: string): CategoryConfig => {
  const found = categories.find((c) => c.category === name);
  if (!found) throw new Error(`No configuration for ${name}`);
  return found;
};

describe('scheduler configuration', () => {
  it('configures exactly the catalog categories, once each', () => {
    expect(categories.map((c) => c.category).sort()).toEqual([...SERVICE_CATEGORIES].sort());
  });

  it.each(categories.map((c) => [c.category, c] as const))('%s has a valid flow and redirect', (_, config) => {
    expect(SCHEDULER_FLOWS).toContain(config.schedulerFlow);
    expect(REDIRECT_ACTIONS).toContain(config.redirectAction);
    if (config.redirectAction === 'prescreen') expect(PRESCREEN_IDS).toContain(config.prescreenId);
    else expect(config.prescreenId).toBeUndefined();
    expect(config.formConfigGroup).toMatch(/^[a-z][a-z-]*$/);
  });

  it('sends each category to the flow and screen the spec describes', () => {
    expect(byCategory('Illness & Injury')).toMatchObject({ schedulerFlow: 'IN_PERSON', redirectAction: 'results' });
    expect(byCategory('Vaccines')).toMatchObject({
      schedulerFlow: 'EVERYDAY_VACCINE',
      redirectAction: 'prescreen',
      prescreenId: 'vaccines',
      showPromotionModal: true,
    });
    expect(byCategory('Travel Vaccines').prescreenId).toBe('travel_vaccines');
    expect(byCategory('Physicals').prescreenId).toBe('physicals');
    expect(byCategory('DOT Physicals').prescreenId).toBe('dot_physicals');
    expect(byCategory('Health Screenings').prescreenId).toBe('health_screenings');
    expect(byCategory('Medicare Annual Wellness Visit').prescreenId).toBe('medicare_check');
    expect(byCategory('Virtual Visit')).toMatchObject({ schedulerFlow: 'VIRTUAL_VISIT', redirectAction: 'results' });
    expect(byCategory('Telenutrition')).toMatchObject({
      schedulerFlow: 'DIETITIAN',
      redirectAction: 'prescreen',
      prescreenId: 'dietitian',
    });
  });

  it('only offers the travel promotion where it is not itself a travel booking', () => {
    expect(byCategory('Travel Vaccines').showPromotionModal).toBe(false);
  });

  it('points every state selection modal at a bundled state-selection-modal object', () => {
    const modals = bundledContent.filter((entry) => entry.schema === 'state-selection-modal').map((e) => e.name);
    for (const config of categories) {
      if (config.stateSelectionModal) expect(modals).toContain(config.stateSelectionModal.ampCollectionId);
    }
  });

  it('shows an inline message for Medicare wellness and virtual visits', () => {
    expect(byCategory('Medicare Annual Wellness Visit').inlineSAFMessage?.text).toMatch(/Medicare Part B/);
    expect(byCategory('Virtual Visit').inlineSAFMessage?.type).toBe('info');
  });

  it('keeps category names trimmed, as the catalog key is the trimmed groupName', () => {
    for (const config of categories) expect(config.category).toBe(config.category.trim());
  });
});

describe('category configuration schema', () => {
  const base = byCategory('Illness & Injury');

  it('rejects a prescreen redirect without a prescreen id', () => {
    expect(CategoryConfigSchema.safeParse({ ...base, redirectAction: 'prescreen' }).success).toBe(false);
  });

  it('rejects a prescreen id on a category that does not redirect to prescreen', () => {
    expect(CategoryConfigSchema.safeParse({ ...base, prescreenId: 'physicals' }).success).toBe(false);
  });

  it('rejects a virtual visit without a state selection modal', () => {
    expect(CategoryConfigSchema.safeParse({ ...base, schedulerFlow: 'VIRTUAL_VISIT' }).success).toBe(false);
  });

  it('rejects unknown flows, redirects, steps and padded category names', () => {
    expect(CategoryConfigSchema.safeParse({ ...base, schedulerFlow: 'WALK_IN' }).success).toBe(false);
    expect(CategoryConfigSchema.safeParse({ ...base, redirectAction: 'elsewhere' }).success).toBe(false);
    expect(CategoryConfigSchema.safeParse({ ...base, shouldSkipStep: ['payment'] }).success).toBe(false);
    expect(CategoryConfigSchema.safeParse({ ...base, category: ' Vaccines ' }).success).toBe(false);
  });

  it('rejects a configuration that lists a category twice', () => {
    const twice = { ...schedulerConfig.data, categories: [base, base] };
    expect(SchedulerConfigSchema.safeParse(twice).success).toBe(false);
  });
});
