import {
  eligibilityQuestionSetsByName,
  medicalInformation,
  prescreenDataById,
  SEARCH_FIELDS,
  schedulerConfig,
} from '@hs/content';
import { ANALYTICS_CARD_SLOTS, ANALYTICS_CATEGORIES, ANALYTICS_FIELDS, ANALYTICS_PRESCREEN_STEPS } from '@hs/contracts';
import { MEDICAL_DETAIL_CARDS_MAX } from '@hs/domain';
import { describe, expect, it } from 'vitest';

/*
 * The analytics lists name what the bundled content names; content added later in the store reports under a
 * stand-in ('prescreen', no category) until it is listed. These tests keep the lists up with the bundle.
 */

describe('the analytics vocabulary and the bundled content', () => {
  it('lists every configured category', () => {
    for (const { category } of schedulerConfig.data.categories) expect(ANALYTICS_CATEGORIES).toContain(category);
  });

  it('lists every prescreen step and every question a prescreen or eligibility step asks', () => {
    const prescreens = Object.values(prescreenDataById).map((entry) => entry.data);
    for (const step of prescreens.flatMap((prescreen) => prescreen.steps)) {
      expect(ANALYTICS_PRESCREEN_STEPS).toContain(step.id);
      if (step.kind === 'questions')
        for (const question of step.questions) expect(ANALYTICS_FIELDS).toContain(question.id);
    }
    for (const set of Object.values(eligibilityQuestionSetsByName)) {
      for (const question of set.data.questions) expect(ANALYTICS_FIELDS).toContain(question.id);
    }
    for (const field of SEARCH_FIELDS) expect(ANALYTICS_FIELDS).toContain(field);
  });

  it("lists every medical question's answer, list and card, for as many cards as an answer holds", () => {
    expect(ANALYTICS_CARD_SLOTS).toHaveLength(MEDICAL_DETAIL_CARDS_MAX);
    for (const question of medicalInformation.data.questions) {
      expect(ANALYTICS_FIELDS).toContain(`answers.${question.field}`);
      if (question.detail?.kind === 'list') expect(ANALYTICS_FIELDS).toContain(`lists.${question.detail.field}`);
      if (question.detail?.kind === 'cards') {
        expect(ANALYTICS_FIELDS).toContain(`cards.${question.detail.field}.${MEDICAL_DETAIL_CARDS_MAX - 1}.dose`);
      }
    }
  });
});
