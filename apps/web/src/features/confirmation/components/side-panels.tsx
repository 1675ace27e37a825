import { arrivalChecklist, zoomDownloads } from '@hs/content';
import type { SchedulerFlow } from '@hs/domain';
import { CONFIRMATION_TEXTS } from '@/features/confirmation/model/confirmation-messages';
import { useContent } from '@/lib/content/use-content';
import styles from './side-panels.module.css';

/** What to do before the visit, per scheduler flow (content object). */
export function ArrivalChecklist({ flow }: { flow: SchedulerFlow }) {
  const content = useContent(arrivalChecklist).data ?? arrivalChecklist.data;
  const checklist = content.byFlow[flow];
  return (
    <section aria-labelledby="arrival-checklist-heading" className={styles.panel}>
      <h2 id="arrival-checklist-heading" className={styles.heading}>
        {checklist.heading}
      </h2>
      <ul className={styles.checklist}>
        {checklist.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** Where to get the video-call app, for virtual and dietitian visits (content object). */
export function ZoomDownloads() {
  const content = useContent(zoomDownloads).data ?? zoomDownloads.data;
  return (
    <section aria-labelledby="zoom-downloads-heading" className={styles.panel}>
      <h2 id="zoom-downloads-heading" className={styles.heading}>
        {content.heading}
      </h2>
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
    </section>
  );
}
