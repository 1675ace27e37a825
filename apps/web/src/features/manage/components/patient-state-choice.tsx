import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { MANAGE_TEXTS } from '@/features/manage/model/manage-texts';
import { useLicensureStates } from '@/lib/catalog/licensure-states-query';
import { selectableStates } from '@/lib/catalog/selectable-states';
import { stateOptions } from '@/lib/clinics/state-names';

export interface PatientStateChoiceProps {
  serviceId: number | undefined;
  value: string;
  onChange: (stateCode: string) => void;
}

/** For a virtual visit: the state the patient will be in, among those where the service is licensed. */
export function PatientStateChoice({ serviceId, value, onChange }: PatientStateChoiceProps) {
  const states = useLicensureStates(serviceId);
  if (states.isPending) return <Spinner size="small" label={MANAGE_TEXTS.loadingStates} />;
  if (states.isError) return <p>{MANAGE_TEXTS.failed}</p>;
  return (
    <Select
      name="move-patient-state"
      label={MANAGE_TEXTS.stateLabel}
      hint={MANAGE_TEXTS.stateHint}
      placeholder={MANAGE_TEXTS.statePlaceholder}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={stateOptions(selectableStates(states.data).map((state) => state.code))}
    />
  );
}
