import { flowConfig, type SchedulerConfig, schedulerConfig } from '@hs/content';
import { describe, expect, it } from 'vitest';
import { serviceFixture } from '@/test/services-fixture';
import {
  categoryConfigFor,
  defaultCategoryConfig,
  leadService,
  needsStateSelection,
  searchableCategories,
  shouldOfferPromotion,
} from './category-config';

const config = schedulerConfig.data;
const flows = flowConfig.data;

describe('searchableCategories', () => {
  it('lists distinct categories except those configured hidden or disabled', () => {
    const custom: SchedulerConfig = {
      ...config,
      categories: config.categories.map((entry) =>
        entry.category === 'Physicals'
          ? { ...entry, hideSAF: true }
          : entry.category === 'DOT Physicals'
            ? { ...entry, isDisabled: true }
            : entry,
      ),
    };
    const services = ['Vaccines', 'Physicals', 'Vaccines', 'DOT Physicals', 'Unconfigured'].map((category, index) =>
      serviceFixture(index + 1, category),
    );
    expect(searchableCategories(services, custom)).toEqual(['Vaccines', 'Unconfigured']);
  });
});

describe('categoryConfigFor', () => {
  it('finds the configuration, or treats an unknown category as an in-person search', () => {
    expect(categoryConfigFor(config, 'Vaccines').redirectAction).toBe('prescreen');
    expect(categoryConfigFor(config, 'Something New')).toEqual(defaultCategoryConfig('Something New'));
  });
});

describe('leadService', () => {
  it("is the category's first available service", () => {
    const services = [
      serviceFixture(37, 'Illness & Injury', { isAvailable: false }),
      serviceFixture(29, 'Illness & Injury'),
      serviceFixture(30, 'Illness & Injury'),
    ];
    expect(leadService(services, 'Illness & Injury')?.id).toBe(29);
    expect(leadService(services, 'Vaccines')).toBeUndefined();
  });
});

describe('shouldOfferPromotion', () => {
  const vaccines = categoryConfigFor(config, 'Vaccines');
  const off = { isOnResults: false };

  it('offers it when the flow and the category allow it', () => {
    expect(shouldOfferPromotion(vaccines, flows, off)).toBe(true);
  });

  it('does not offer it when the category, the flow, the page or the pharmacy redirect says no', () => {
    expect(shouldOfferPromotion({ ...vaccines, showPromotionModal: false }, flows, off)).toBe(false);
    const flowsOff = { ...flows, EVERYDAY_VACCINE: { ...flows.EVERYDAY_VACCINE, showPromotionModal: false } };
    expect(shouldOfferPromotion(vaccines, flowsOff, off)).toBe(false);
    expect(shouldOfferPromotion(vaccines, flows, { isOnResults: true })).toBe(false);
    expect(shouldOfferPromotion({ ...vaccines, redirectAction: 'pharmacy_scheduler' }, flows, off)).toBe(false);
  });
});

describe('needsStateSelection', () => {
  it('is true for the virtual visit flow with a configured modal', () => {
    expect(needsStateSelection(categoryConfigFor(config, 'Virtual Visit'))).toBe(true);
    expect(needsStateSelection(categoryConfigFor(config, 'Illness & Injury'))).toBe(false);
  });
});
