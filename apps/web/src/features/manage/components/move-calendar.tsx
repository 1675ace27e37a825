import type { Timeslot } from '@hs/contracts';
import { SlotCalendar } from '@/components/slot-calendar/slot-calendar';
import { useBreakpoint } from '@/components/slot-calendar/use-breakpoint';
import { Spinner } from '@/components/ui/spinner';
import { useMoveCalendar } from '@/features/manage/api/use-move-calendar';
import { MANAGE_TEXTS } from '@/features/manage/model/manage-texts';
import type { SlotSelection } from '@/lib/slot-calendar/slot-selection';
import type { IsoDate } from '@/lib/us-date';

/** Days per page by screen size, as the results cards show them (§9: 4/4/3/1). */
const DAYS_PER_PAGE = { desktop: 4, tablet: 4, mobile: 3, tiny: 1 } as const;

export interface MoveCalendarProps {
  providerId: string;
  providerName: string;
  businessName: string;
  timeZone: string;
  serviceIds: number[];
  startDate: IsoDate;
  selected: SlotSelection | undefined;
  onSelect: (slot: Timeslot) => void;
}

/** The results page's slot calendar over one clinic's free times for the appointment's services. */
export function MoveCalendar(props: MoveCalendarProps) {
  const breakpoint = useBreakpoint();
  const calendar = useMoveCalendar(props);
  if (calendar.isPending) return <Spinner size="small" label={MANAGE_TEXTS.loadingTimes} />;
  const days = calendar.data ?? [];
  if (days.every((day) => day.timeslots.length === 0)) return <p>{MANAGE_TEXTS.noTimes}</p>;
  return (
    <SlotCalendar
      providerId={props.providerId}
      providerName={props.providerName}
      timeZone={props.timeZone}
      days={days}
      perPage={DAYS_PER_PAGE[breakpoint]}
      orientation={breakpoint === 'tiny' ? 'horizontal' : 'vertical'}
      selected={props.selected}
      onSelect={props.onSelect}
      canLoadMore={false}
      isLoadingMore={false}
      loadMoreFailed={false}
      onLoadMore={() => {}}
      isRefreshing={calendar.isRefetching}
    />
  );
}
