import { pharmacyVaccinationPage, schedulerConfig } from '@hs/content';
import { describe, expect, it } from 'vitest';
import { actionTarget, vaccineCategoryOf } from './info-page-actions';

describe('info page actions', () => {
  it('start a vaccine booking in the category of the EVERYDAY_VACCINE flow', () => {
    const category = vaccineCategoryOf(schedulerConfig.data);
    expect(schedulerConfig.data.categories.find((c) => c.category === category)?.schedulerFlow).toBe(
      'EVERYDAY_VACCINE',
    );
    expect(actionTarget('bookVaccine', category)).toEqual({
      kind: 'page',
      to: '/health-services/scheduler?type=Vaccines',
    });
  });

  it('leave the choice to the visitor when vaccine booking is switched off', () => {
    const off = {
      ...schedulerConfig.data,
      categories: schedulerConfig.data.categories.map((c) => ({ ...c, isDisabled: true })),
    };
    expect(actionTarget('bookVaccine', vaccineCategoryOf(off))).toEqual({
      kind: 'page',
      to: '/health-services/scheduler',
    });
  });

  it('lead the pharmacy page to the vaccine booking and the pharmacy line, never the plain clinic search', () => {
    const targets = pharmacyVaccinationPage.data.actions.map((action) => action.to);
    expect(targets[0]).toBe('bookVaccine');
    expect(targets).toContain('callPharmacy');
    expect(targets).not.toContain('bookAppointment');
  });
});
