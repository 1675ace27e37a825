import type { PrescreenOption, VaccineSelectionQuestion } from '@hs/content';
import type { Service } from '@hs/domain';

/** The option type of a COVID-19 vaccine; the eligibility step applies to these. */
const COVID_OPTION_TYPE = 'covid';
const VACCINE_OPTION_TYPE = 'vaccine';

const DOSE_SUFFIX = /[\s,(–-]*\bdose\s*\d+\)?\s*$/i;
const FLU = /\b(flu|influenza)\b/i;

/** 'Shingles Vaccine Dose 1' → 'Shingles Vaccine' (§9: a dose suffix is stripped from names). */
export const stripDoseSuffix = (name: string): string => name.replace(DOSE_SUFFIX, '').trim() || name.trim();

export interface VaccineListOptions {
  category: string;
  businessName: string;
  /** The COVID-19 vaccines toggle. */
  includeCovid: boolean;
}

/**
 * The vaccine checkboxes (§9): the category's available vaccines of the business, without doses of 2 or
 * more (later doses are booked as follow-ups), Flu first, then by name, each named without its dose.
 */
export function vaccineOptions(services: readonly Service[], options: VaccineListOptions): PrescreenOption[] {
  const category = options.category.trim().toLowerCase();
  return services
    .filter(
      (service) =>
        service.isVaccine &&
        service.isAvailable &&
        service.category.toLowerCase() === category &&
        (service.businessNames as readonly string[]).includes(options.businessName) &&
        (service.dose === null || service.dose < 2) &&
        (options.includeCovid || !service.isCovidVaccine),
    )
    .map((service) => ({
      value: String(service.id),
      label: stripDoseSuffix(service.name),
      serviceIds: [service.id],
      type: service.isCovidVaccine ? COVID_OPTION_TYPE : VACCINE_OPTION_TYPE,
    }))
    .sort((a, b) => Number(FLU.test(b.label)) - Number(FLU.test(a.label)) || a.label.localeCompare(b.label, 'en-US'));
}

const normalise = (name: string) => stripDoseSuffix(name).toLowerCase();

/** The first rule the selection breaks (§5 "Vaccine selection"), or undefined when it can be booked. */
export function vaccineSelectionError(
  selected: readonly string[],
  options: readonly PrescreenOption[],
  rules: Pick<VaccineSelectionQuestion, 'minMessage' | 'maxSelections' | 'maxMessage' | 'incompatibleCombinations'> & {
    incompatibleMessage: string;
  },
): string | undefined {
  if (selected.length === 0) return rules.minMessage;
  if (selected.length > rules.maxSelections) return rules.maxMessage.replace('{n}', String(rules.maxSelections));
  const names = new Set(
    selected.map((value) => normalise(options.find((option) => option.value === value)?.label ?? value)),
  );
  const clash = rules.incompatibleCombinations.some((combination) =>
    combination.every((name) => names.has(normalise(name))),
  );
  return clash ? rules.incompatibleMessage : undefined;
}
