import { useQuery } from '@tanstack/react-query';
import { loadMessagesIn, translateIn } from '@/lib/i18n/i18n';
import { DEFAULT_LANGUAGE } from '@/lib/i18n/language';
import { type PatientMessages, patientMessages } from '@/lib/patient-fields/patient-messages';
import { staffKeys } from './staff-keys';

/**
 * The patient fields' messages as the console says them: in English, its language, whatever language a visitor
 * chose in this tab, which stays theirs.
 */
export const englishPatientMessages = (): Promise<PatientMessages> =>
  loadMessagesIn(DEFAULT_LANGUAGE, 'all').then(() =>
    patientMessages((id, values) => translateIn(DEFAULT_LANGUAGE, id, values)),
  );

/** Those messages, asked for as soon as a page may need them, kept for the visit. */
export const useEnglishPatientMessages = () =>
  useQuery({
    queryKey: staffKeys.patientMessages,
    queryFn: englishPatientMessages,
    staleTime: Number.POSITIVE_INFINITY,
  });
