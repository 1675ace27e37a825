import type { Clinic } from '@hs/contracts';
import { LOCATOR } from '@hs/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ClinicMap, type MapMarker } from '@/components/map/clinic-map';
import { ListWithMap, listColumnClasses } from '@/components/map/list-with-map';
import { PageLinks } from '@/components/page/page-links';
import { LOCATOR_TEXTS } from '@/features/locator/model/locator-texts';
import { translate } from '@/lib/i18n/i18n';
import { ClinicCard } from './clinic-card';

export interface LocatorResultsProps {
  clinics: readonly Clinic[];
  page: number;
  totalPages: number;
  totalResults: number;
  hrefFor: (page: number) => string;
}

const rangeText = (page: number, shown: number, total: number) => {
  const first = (page - 1) * LOCATOR.pageSize + 1;
  return translate('locator.range', { first, last: first + shown - 1, total });
};

/** A page of clinic cards beside the map of those clinics (§2). */
export function LocatorResults({ clinics, page, totalPages, totalResults, hrefFor }: LocatorResultsProps) {
  const [activeId, setActiveId] = useState<string | undefined>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cardHeadings = useRef(new Map<string, HTMLHeadingElement>());
  const previousPage = useRef(page);
  const markers = useMemo<MapMarker[]>(
    () => clinics.map((clinic) => ({ id: clinic.id, label: clinic.vanityName, ...clinic.location })),
    [clinics],
  );

  // A new page moves focus to the list heading, as a new page would.
  useEffect(() => {
    if (previousPage.current !== page) headingRef.current?.focus();
    previousPage.current = page;
  }, [page]);

  const selectOnMap = (id: string) => {
    setActiveId(id);
    const heading = cardHeadings.current.get(id);
    heading?.scrollIntoView?.({ block: 'start' });
    heading?.focus({ preventScroll: true });
  };

  return (
    <ListWithMap
      list={
        <section aria-labelledby="locator-results-heading" className={listColumnClasses.list}>
          <h2 id="locator-results-heading" ref={headingRef} tabIndex={-1} className={listColumnClasses.heading}>
            {rangeText(page, clinics.length, totalResults)}
          </h2>
          {clinics.map((clinic) => (
            <ClinicCard
              key={clinic.id}
              clinic={clinic}
              highlighted={clinic.id === activeId}
              headingRef={(element) => {
                if (element) cardHeadings.current.set(clinic.id, element);
                else cardHeadings.current.delete(clinic.id);
              }}
            />
          ))}
          <PageLinks
            page={page}
            pageCount={totalPages}
            linkFor={(target) => ({ to: hrefFor(target) })}
            label={translate('locator.resultPages')}
          />
        </section>
      }
      map={<ClinicMap markers={markers} activeId={activeId} onSelect={selectOnMap} label={LOCATOR_TEXTS.mapLabel} />}
    />
  );
}
