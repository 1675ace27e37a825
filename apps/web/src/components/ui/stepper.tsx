import { cx } from '@/lib/browser/class-names';
import { useTranslate } from '@/lib/i18n/use-translate';
import styles from './stepper.module.css';

export interface StepperStep {
  id: string;
  label: string;
}

export interface StepperProps {
  steps: readonly StepperStep[];
  /** Zero-based index of the step being shown. */
  currentIndex: number;
  /** How many steps are done; those can be revisited. Defaults to the steps before the current one. */
  completedCount?: number;
  /** When given, completed steps become buttons that go back to them. */
  onStepSelect?: (index: number) => void;
  /** Some flows hide the 'N of M' counter (§2 prescreen). */
  hideCounter?: boolean;
  label?: string;
}

/** Progress through a multi-step form: an 'N of M' counter and the list of steps. */
export function Stepper({
  steps,
  currentIndex,
  completedCount = currentIndex,
  onStepSelect,
  hideCounter = false,
  label,
}: StepperProps) {
  const t = useTranslate();
  return (
    <nav aria-label={label ?? t('controls.stepper.label')} className={styles.stepper}>
      {hideCounter ? null : (
        <p className={styles.counter}>
          <span className="visually-hidden">{t('controls.stepper.step')} </span>
          {t('controls.stepper.counter', { current: currentIndex + 1, count: steps.length })}
        </p>
      )}
      <ol className={styles.steps}>
        {steps.map((step, index) => {
          const current = index === currentIndex;
          const completed = index < completedCount && !current;
          const state = current ? styles.current : completed ? styles.completed : styles.upcoming;
          return (
            <li key={step.id} className={cx(styles.step, state)} aria-current={current ? 'step' : undefined}>
              {completed && onStepSelect ? (
                <button type="button" className={styles.stepButton} onClick={() => onStepSelect(index)}>
                  {step.label} <span className="visually-hidden">{t('controls.stepper.completed')}</span>
                </button>
              ) : (
                <span className={styles.stepLabel}>
                  {step.label}
                  {completed ? <span className="visually-hidden"> {t('controls.stepper.completed')}</span> : null}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
