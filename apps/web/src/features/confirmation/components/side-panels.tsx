import { arrivalChecklist, zoomDownloads } from '@hs/content';
import type { SchedulerFlow } from '@hs/domain';
import { TitledSection } from '@/components/ui/titled-section';
import { CONFIRMATION_TEXTS } from '@/features/confirmation/model/confirmation-messages';
import { useContentNow } from '@/lib/content/use-content';
import styles from './side-panels.module.css';

const PANEL_CLASSES = { section: styles.panel, sectionHeading: styles.heading };

/** What to do before the visit, per scheduler flow (content object). */
export function ArrivalChecklist({ flow }: { flow: SchedulerFlow }) {
  const checklist = useContentNow(arrivalChecklist)?.byFlow[flow];
  if (!checklist) return null;
  return (
    <TitledSection headingId="arrival-checklist-heading" heading={checklist.heading} classes={PANEL_CLASSES}>
      <ul className={styles.checklist}>
        {checklist.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </TitledSection>
  );
}

/** Where to get the video-call app, for virtual and dietitian visits (content object). */
export function ZoomDownloads() {
  const content = useContentNow(zoomDownloads);
  if (!content) return null;
  return (
    <TitledSection headingId="zoom-downloads-heading" heading={content.heading} classes={PANEL_CLASSES}>
      <p>{content.description}</p>
      <ul className={styles.links}>
        {content.links.map((link) => (
          <li key={link.url}>
            <a href={link.url} target="_blank" rel="noopener noreferrer">
              {link.label}
              <span className="visually-hidden"> {CONFIRMATION_TEXTS.newTab}</span>
            </a>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
