import type { Provider, Timeslot } from '@hs/contracts';
import { SlotCalendar } from '@/components/slot-calendar/slot-calendar';
import { useBreakpoint } from '@/components/slot-calendar/use-breakpoint';
import { Spinner } from '@/components/ui/spinner';
import { type MoveCalendarRequest, useMoveCalendar } from '@/features/manage/api/use-move-calendar';
import { MANAGE_TEXTS } from '@/features/manage/model/manage-texts';
import type { SlotSelection } from '@/lib/slot-calendar/slot-selection';

/** Days per page by screen size, as the results cards show them (§9: 4/4/3/1). */
const DAYS_PER_PAGE = { desktop: 4, tablet: 4, mobile: 3, tiny: 1 } as const;

export interface MoveCalendarProps {
  request: MoveCalendarRequest;
  selected: SlotSelection | undefined;
  onSelect: (slot: Timeslot, provider: Provider) => void;
}

/** The results page's slot calendar over one provider's free times for the visit's services. */
export function MoveCalendar({ request, selected, onSelect }: MoveCalendarProps) {
  const breakpoint = useBreakpoint();
  const calendar = useMoveCalendar(request);
  if (calendar.isPending) return <Spinner size="small" label={MANAGE_TEXTS.loadingTimes} />;
  const provider = calendar.data?.provider;
  const days = calendar.data?.days ?? [];
  if (!provider || days.every((day) => day.timeslots.length === 0)) return <p>{MANAGE_TEXTS.noTimes}</p>;
  return (
    <SlotCalendar
      providerId={provider.providerId}
      providerName={provider.vanityName || provider.name}
      timeZone={provider.timezone}
      days={days}
      perPage={DAYS_PER_PAGE[breakpoint]}
      orientation={breakpoint === 'tiny' ? 'horizontal' : 'vertical'}
      selected={selected}
      onSelect={(slot) => onSelect(slot, provider)}
      canLoadMore={false}
      isLoadingMore={false}
      loadMoreFailed={false}
      onLoadMore={() => {}}
      isRefreshing={calendar.isRefetching}
    />
  );
}
