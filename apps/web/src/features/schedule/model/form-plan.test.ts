import { patientFormConfig, schedulerConfig } from '@hs/content';
import { describe, expect, it } from 'vitest';
import { SICK_PAGES } from '@/features/schedule/test/booking-input';
import { buildFormPlan, furthestReachable } from './form-plan';

const category = (name: string) => schedulerConfig.data.categories.find((config) => config.category === name);
const plan = (name: string, showPatientAddressFields = true) =>
  buildFormPlan({ config: patientFormConfig.data, category: category(name), showPatientAddressFields });
const pagesOf = (name: string) => plan(name).pages.map((entry) => entry.page);

describe('buildFormPlan', () => {
  it('builds a sick visit from its group: patient, insurance, consent', () => {
    expect(plan('Illness & Injury').steps.map((step) => step.label)).toEqual([
      'Patient Details',
      'Insurance',
      'Consent',
    ]);
    expect(pagesOf('Illness & Injury')).toEqual(SICK_PAGES);
  });

  it('leaves out the sub-pages a category skips, and a step left empty', () => {
    expect(pagesOf('Vaccines')).not.toContain('appointmentNotes');
    expect(pagesOf('DOT Physicals')).not.toContain('insurance');
    expect(plan('DOT Physicals').steps.map((step) => step.id)).toEqual(['patient', 'consent']);
  });

  it('builds every configured category differently where its group differs', () => {
    expect(pagesOf('Virtual Visit')).toContain('simpleInsurance');
    expect(pagesOf('Virtual Visit')).toContain('financialConsentForTelemedicine');
    expect(pagesOf('Telenutrition')).toEqual(
      expect.arrayContaining(['medicalHistory', 'dietaryRestrictions', 'appointmentGoals', 'survey']),
    );
    expect(pagesOf('Vaccines')).toContain('vaccineConsent');
  });

  it('falls back to the default group for an unknown category', () => {
    const unknown = buildFormPlan({
      config: patientFormConfig.data,
      category: undefined,
      showPatientAddressFields: true,
    });
    expect(unknown.group).toBe(patientFormConfig.data.defaultGroup);
  });

  it('moves the address to the first signed consent when the toggle hides it on patient details', () => {
    expect(plan('Illness & Injury').addressPage).toBe('patientDetails');
    expect(plan('Illness & Injury', false).addressPage).toBe('financialConsent');
    expect(plan('Vaccines', false).addressPage).toBe('vaccineConsent');
  });

  it('hides the appointments panel on the consent step only', () => {
    expect(plan('Illness & Injury').steps.map((step) => step.hideAppointmentsPanel)).toEqual([false, false, true]);
  });
});

describe('furthestReachable', () => {
  it('is the first sub-page not yet completed', () => {
    const sick = plan('Illness & Injury');
    expect(furthestReachable(sick, [])).toBe(0);
    expect(furthestReachable(sick, ['patientDetails', 'appointmentNotes'])).toBe(2);
    expect(
      furthestReachable(
        sick,
        sick.pages.map((entry) => entry.page),
      ),
    ).toBe(sick.pages.length - 1);
  });
});
