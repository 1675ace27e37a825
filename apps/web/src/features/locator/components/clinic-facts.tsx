import type { Clinic } from '@hs/contracts';
import type { ReactNode } from 'react';
import { nextAvailableText, waitText } from '@/features/locator/model/clinic-view';
import { translate } from '@/lib/i18n/i18n';
import styles from './clinic-facts.module.css';

export interface ClinicFact {
  term: string;
  value: ReactNode;
}

/** The wait and the next appointment, each only when the clinic reports one. */
export function waitFacts(clinic: Clinic): ClinicFact[] {
  const wait = waitText(clinic);
  const next = nextAvailableText(clinic);
  return [
    ...(wait ? [{ term: translate('locator.facts.currentWait'), value: wait }] : []),
    ...(next ? [{ term: translate('locator.facts.nextAvailable'), value: next }] : []),
  ];
}

/** Facts about a clinic as term and value pairs. */
export function ClinicFacts({ facts }: { facts: readonly ClinicFact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map(({ term, value }) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
