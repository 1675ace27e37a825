import type { CategoryConfig, FlowConfig, SchedulerConfig } from '@hs/content';
import { distinctCategories, type Service } from '@hs/domain';

/**
 * What a category without its own configuration does: an in-person visit searched straight away.
 * A new catalog category is then bookable before anyone configures it, the safe default of §3.
 */
export function defaultCategoryConfig(category: string): CategoryConfig {
  return {
    category,
    schedulerFlow: 'IN_PERSON',
    showPromotionModal: false,
    redirectAction: 'results',
    hideSAF: false,
    isDisabled: false,
    formConfigGroup: 'in-person-visit',
  };
}

export function categoryConfigFor(config: SchedulerConfig, category: string): CategoryConfig {
  return config.categories.find((entry) => entry.category === category) ?? defaultCategoryConfig(category);
}

/** The Appointment Type options: distinct categories, without those configured hidden (hideSAF) or disabled. */
export function searchableCategories(services: readonly Service[], config: SchedulerConfig): string[] {
  return distinctCategories(services).filter((category) => {
    const entry = categoryConfigFor(config, category);
    return !entry.hideSAF && !entry.isDisabled;
  });
}

/**
 * The service a category books when it goes straight to results (no prescreen to choose one): its first
 * available service in catalog order. Several ids would be one longer visit (see the availability
 * contract), so a category such as 'Illness & Injury' searches its lead service, e.g. Sick Visit.
 */
export function leadService(services: readonly Service[], category: string): Service | undefined {
  const inCategory = services.filter((service) => service.category === category);
  return inCategory.find((service) => service.isAvailable) ?? inCategory[0];
}

export interface PromotionContext {
  /** The form sits on the results page (no promotion is offered there). */
  isOnResults: boolean;
}

/**
 * §2 'Need Travel Preparations?': offered only when both the flow and the category allow it, the visitor is
 * not already on results, and the search is not handed over to the pharmacy.
 */
export function shouldOfferPromotion(category: CategoryConfig, flows: FlowConfig, context: PromotionContext): boolean {
  return (
    flows[category.schedulerFlow].showPromotionModal &&
    category.showPromotionModal &&
    !context.isOnResults &&
    category.redirectAction !== 'pharmacy_scheduler'
  );
}

/** Virtual visits ask for the patient's state first: providers are licensed by state. */
export const needsStateSelection = (category: CategoryConfig): boolean =>
  category.schedulerFlow === 'VIRTUAL_VISIT' && category.stateSelectionModal !== undefined;
