import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { releaseHeldTimes } from '@/features/results/api/holds';
import { RESULTS_TEXTS } from '@/features/results/model/results-texts';
import { mainNavigation } from '@/features/results/model/search-navigation';
import { schedulerStore } from '@/lib/scheduler-store/scheduler-store';
import { useScheduler } from '@/lib/scheduler-store/use-scheduler';
import type { SearchState } from '@/lib/search/search-state';
import styles from './results-layout.module.css';

/**
 * 'Edit Search' back to the search form with the search kept. With an appointment held, the visitor first
 * confirms (§2 edit-confirmation modal), since editing releases every held time.
 */
export function EditSearch({ search }: { search: SearchState }) {
  const navigate = useNavigate();
  const { appointment } = useScheduler();
  const [confirming, setConfirming] = useState(false);
  const isHeld = Boolean(appointment && !appointment.id);

  // Released once the search form is shown: clearing the store first would make this screen's own guard
  // redirect before the navigation lands.
  const edit = () => {
    const target = mainNavigation(search);
    void Promise.resolve(navigate(target.to, { state: target.state })).then(() =>
      releaseHeldTimes('all', schedulerStore),
    );
  };

  return (
    <>
      <Button variant="secondary" className={styles.editButton} onClick={() => (isHeld ? setConfirming(true) : edit())}>
        {RESULTS_TEXTS.editSearch}
      </Button>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={RESULTS_TEXTS.editModalTitle}
        actions={
          <>
            <Button onClick={edit}>{RESULTS_TEXTS.editModalConfirm}</Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {RESULTS_TEXTS.editModalCancel}
            </Button>
          </>
        }
      >
        <p>{RESULTS_TEXTS.editModalBody}</p>
      </Modal>
    </>
  );
}
