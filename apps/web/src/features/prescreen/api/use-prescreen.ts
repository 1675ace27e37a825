import {
  type CategoryConfig,
  featureToggles,
  type PrescreenData,
  type PrescreenOptionList,
  prescreenDataById,
  prescreenOptionListsByName,
  schedulerConfig,
} from '@hs/content';
import type { Service } from '@hs/domain';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type ResolvedPrescreen, resolvePrescreen } from '@/features/prescreen/model/resolved-prescreen';
import { vaccineOptions } from '@/features/prescreen/model/vaccine-options';
import { servicesQuery } from '@/lib/catalog/services-query';
import { contentQueryOptions, useContent } from '@/lib/content/use-content';

export type PrescreenLoad =
  | { status: 'loading' }
  /** The search names no category that goes through a prescreen. */
  | { status: 'not-found' }
  | { status: 'error' }
  /** The service list failed: the prescreen's configured message is shown (§8). */
  | { status: 'services-error'; data: PrescreenData }
  | { status: 'ready'; prescreen: ResolvedPrescreen; category: CategoryConfig; services: Service[] };

/** The category of the search's type that redirects to a prescreen, if any (case-insensitive). */
function prescreenCategory(categories: readonly CategoryConfig[], type: string | undefined) {
  const wanted = type?.trim().toLowerCase();
  if (!wanted) return undefined;
  return categories.find(
    (category) =>
      category.category.toLowerCase() === wanted &&
      category.redirectAction === 'prescreen' &&
      category.prescreenId !== undefined &&
      !category.isDisabled,
  );
}

const optionListNames = (data: PrescreenData | undefined): string[] =>
  (data?.steps ?? []).flatMap((step) =>
    step.kind === 'questions'
      ? step.questions.flatMap((q) => (q.type === 'choice' && q.optionsFrom ? [q.optionsFrom] : []))
      : [],
  );

type ListResults = readonly { data: PrescreenOptionList | undefined; isError: boolean }[];

/** Module-level so react-query keeps the combined result stable between renders. */
const combineLists = (results: ListResults) => ({
  data: results.map((result) => result.data),
  ready: results.every((result) => result.data !== undefined),
  isError: results.some((result) => result.isError),
});

/**
 * Everything a prescreen shows, loaded and put together: its category, its content with every option
 * list, and the services. The external dietitian entry does without the service list when it fails
 * (§9: it assumes the dietitian's 90 days ahead), so a partner's link keeps working.
 */
export function usePrescreen(type: string | undefined, external: boolean): PrescreenLoad {
  const config = useContent(schedulerConfig);
  const toggles = useContent(featureToggles);
  const category = prescreenCategory(config.data?.categories ?? [], type);
  const entry = category?.prescreenId ? prescreenDataById[category.prescreenId] : undefined;
  const data = useQuery({ ...contentQueryOptions(entry ?? prescreenDataById.physicals), enabled: entry !== undefined });
  const prescreenData = entry ? data.data : undefined;
  const names = useMemo(() => optionListNames(prescreenData), [prescreenData]);
  const known = useMemo(
    () =>
      names.flatMap((name) => {
        const list = prescreenOptionListsByName[name];
        return list ? [list] : [];
      }),
    [names],
  );
  const lists = useQueries({ queries: known.map((list) => contentQueryOptions(list)), combine: combineLists });
  const services = useQuery(servicesQuery);

  return useMemo((): PrescreenLoad => {
    if (config.isPending) return { status: 'loading' };
    if (!category?.prescreenId || !entry) return { status: config.isError ? 'error' : 'not-found' };
    if (data.isError || toggles.isError || lists.isError || known.length !== names.length) return { status: 'error' };
    if (!data.data || !toggles.data || !lists.ready || services.isPending) return { status: 'loading' };
    const catalog = services.data ?? [];
    if (services.isError && !external) return { status: 'services-error', data: data.data };
    const byId = new Map(catalog.map((service) => [service.id, service]));
    const prescreen = resolvePrescreen(category.prescreenId, data.data, {
      optionLists: Object.fromEntries(known.map((list, index) => [list.name, lists.data[index]])),
      vaccineOptions: (question) =>
        vaccineOptions(catalog, {
          category: category.category,
          businessName: question.businessName,
          includeCovid: toggles.data.covidVaccines,
        }),
      // Without the catalog (external entry) nothing can be checked, so everything configured is offered.
      isBookable: (ids) => catalog.length === 0 || ids.every((id) => byId.get(id)?.isAvailable === true),
    });
    return { status: 'ready', prescreen, category, services: catalog };
  }, [
    config.isPending,
    config.isError,
    category,
    entry,
    data.data,
    data.isError,
    toggles.data,
    toggles.isError,
    lists,
    services.data,
    services.isPending,
    services.isError,
    external,
    known,
    names,
  ]);
}
