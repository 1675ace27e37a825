import type { AuditEntry } from '@/features/staff/api/audit-queries';
import { auditSummary } from '@/features/staff/model/audit-summary';
import { localDateTime } from '@/features/staff/model/clinic-time';
import { ROLE_LABELS } from '@/features/staff/model/grant-labels';
import styles from './audit-table.module.css';

const OUTCOMES: Record<AuditEntry['outcome'], string> = { ok: 'Done', denied: 'Refused', failed: 'Failed' };

const roleLabel = (role: string | null) =>
  role && role in ROLE_LABELS ? ROLE_LABELS[role as keyof typeof ROLE_LABELS] : role;

/**
 * The trail's entries as a table, scrolled sideways inside its own region on a narrow screen; each row's details
 * as one line under the Details header.
 */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take focus to scroll by keyboard.
    <section className={styles.scroller} aria-labelledby="audit-caption" tabIndex={0}>
      <table className={styles.table}>
        <caption id="audit-caption" className="visually-hidden">
          Audit trail entries, newest first
        </caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">Action</th>
            <th scope="col">Details</th>
            <th scope="col">Subject</th>
            <th scope="col">Clinic</th>
            <th scope="col">Outcome</th>
            <th scope="col">Reason</th>
            <th scope="col">Session and request</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{localDateTime(entry.at)}</td>
              <td>
                {entry.staffName ?? 'Nobody signed in'}
                {entry.role ? <span className={styles.minor}>{roleLabel(entry.role)}</span> : null}
                <span className={styles.minor}>{entry.authMethod}</span>
              </td>
              <td>{entry.action}</td>
              <td className={styles.details}>{auditSummary(entry) ?? '—'}</td>
              <td className={`${styles.code} ${styles.subject}`}>
                {entry.subjectId ? `${entry.subjectKind ?? ''} ${entry.subjectId}`.trim() : '—'}
              </td>
              <td className={styles.code}>{entry.clinicId ?? '—'}</td>
              <td>{OUTCOMES[entry.outcome]}</td>
              <td>{entry.reason ?? '—'}</td>
              <td className={styles.code}>
                {entry.session ?? '—'}
                <span className={styles.minor}>{entry.requestId ?? ''}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
