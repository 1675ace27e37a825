import { describe, expect, it } from 'vitest';
import { ChecklistSchema } from '../../schemas/patient-form/checklists.js';
import { FormGroupSchema, PatientFormConfigSchema } from '../../schemas/patient-form/form-config.js';
import { NotesSettingsSchema } from '../../schemas/patient-form/notes-data.js';
import { schedulerConfig } from '../scheduler-config.js';
import { checklists } from './checklists.js';
import { patientFormConfig } from './form-config.js';
import { insuranceStepConfig } from './insurance-step-config.js';
import { medicalInformation } from './medical-information.js';
import { notesData } from './notes-data.js';
import { signedConsents } from './patient-form-content.js';

const { groups } = patientFormConfig.data;
const groupNames = Object.keys(groups);
const usedGroups = [...new Set(schedulerConfig.data.categories.map((category) => category.formConfigGroup))];
const subPagesOf = (group: string) => groups[group]!.steps.flatMap((step) => step.subPages);

describe('patient form configuration', () => {
  it('has a group for every formConfigGroup the scheduler configuration names', () => {
    for (const group of usedGroups) expect(groupNames).toContain(group);
  });

  it('has insurance settings, notes and questions for every group whose sub-pages need them', () => {
    for (const group of groupNames) {
      const pages = subPagesOf(group);
      if (pages.includes('insurance') || pages.includes('simpleInsurance')) {
        expect(insuranceStepConfig.data.groups[group], group).toBeDefined();
      }
      if (pages.includes('appointmentNotes')) expect(notesData.data.groups[group], group).toBeDefined();
      if (pages.includes('medicalInformation')) expect(medicalInformation.data.groups[group], group).toBeDefined();
    }
  });

  it('names consent texts that are bundled', () => {
    const names = signedConsents.map((entry) => entry.name);
    for (const group of groupNames) {
      expect(names).toContain(groups[group]!.consentAssets.financialConsent);
      expect(names).toContain(groups[group]!.consentAssets.financialConsentForTelemedicine);
    }
    for (const category of schedulerConfig.data.categories) {
      if (category.vaccineConsent) expect(names).toContain(category.vaccineConsent.ampAssetID);
    }
  });

  it('hides the appointments panel on the consent step and labels every Continue button', () => {
    for (const group of groupNames) {
      const consent = groups[group]!.steps.find((step) => step.id === 'consent');
      expect(consent?.hideAppointmentsPanel, group).toBe(true);
      for (const step of groups[group]!.steps) expect(step.continueLabel.length).toBeGreaterThan(0);
    }
  });

  it('refuses a group that repeats a sub-page or does not start with patient details', () => {
    const group = groups['in-person-visit']!;
    const step = group.steps[0]!;
    expect(
      FormGroupSchema.safeParse({ ...group, steps: [{ ...step, subPages: ['patientDetails', 'patientDetails'] }] })
        .success,
    ).toBe(false);
    expect(FormGroupSchema.safeParse({ ...group, steps: [{ ...step, subPages: ['insurance'] }] }).success).toBe(false);
  });

  it('refuses a default group that does not exist', () => {
    expect(PatientFormConfigSchema.safeParse({ ...patientFormConfig.data, defaultGroup: 'nope' }).success).toBe(false);
  });
});

describe('notes and checklists', () => {
  it('refuses a maximum above the number of reasons and a reason listed twice', () => {
    const notes = notesData.data.groups['in-person-visit']!;
    expect(NotesSettingsSchema.safeParse({ ...notes, maxSelections: 99 }).success).toBe(false);
    expect(NotesSettingsSchema.safeParse({ ...notes, reasons: ['Sore throat', 'Sore throat'] }).success).toBe(false);
  });

  it('needs {n} in the too-many messages and both labels for Other', () => {
    const goals = checklists.data.appointmentGoals;
    expect(ChecklistSchema.safeParse({ ...goals, messages: { ...goals.messages, tooMany: 'Too many.' } }).success).toBe(
      false,
    );
    expect(ChecklistSchema.safeParse({ ...goals, otherTextLabel: undefined }).success).toBe(false);
  });
});
