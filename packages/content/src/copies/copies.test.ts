import { describe, expect, it } from 'vitest';
import { schedulerDocument } from '../documents/scheduler.js';
import { errorBannerConfig } from '../objects/error-banner-config.js';
import { flowConfig } from '../objects/flow-config.js';
import { schedulerConfig } from '../objects/scheduler-config.js';
import { schedulerTexts } from '../objects/scheduler-texts.js';
import { virtualVisitStateSelectionModal } from '../objects/state-selection-modal.js';
import { contentKey } from '../registry.js';
import { errorBannerConfigCopy } from './error-banner-config.js';
import { flowConfigCopy } from './flow-config.js';
import { schedulerConfigCopy } from './scheduler-config.js';
import { schedulerDocumentCopy } from './scheduler-document.js';
import { schedulerTextsCopy } from './scheduler-texts.js';
import { virtualVisitStateSelectionModalCopy } from './state-selection-modal.js';

const pairs = [
  [schedulerTextsCopy, schedulerTexts],
  [schedulerConfigCopy, schedulerConfig],
  [flowConfigCopy, flowConfig],
  [errorBannerConfigCopy, errorBannerConfig],
  [virtualVisitStateSelectionModalCopy, virtualVisitStateSelectionModal],
] as const;

// The first screen shows the copies unchecked, so each must be exactly what its checked entry holds.
describe('zod-free copies', () => {
  it.each(pairs.map(([copy, entry]) => [contentKey(entry), copy, entry] as const))(
    '%s is its entry, with the same schema',
    async (_, copy, entry) => {
      expect(contentKey(copy)).toBe(contentKey(entry));
      expect(copy.data).toEqual(entry.data);
      expect(await copy.loadZod()).toBe(entry.zod);
    },
  );

  it('holds the scheduler text collection as its entry does', async () => {
    expect([schedulerDocumentCopy.kind, schedulerDocumentCopy.id]).toEqual([
      schedulerDocument.kind,
      schedulerDocument.id,
    ]);
    expect(schedulerDocumentCopy.data).toEqual(schedulerDocument.data);
    expect(await schedulerDocumentCopy.loadZod()).toBe(schedulerDocument.zod);
  });
});
