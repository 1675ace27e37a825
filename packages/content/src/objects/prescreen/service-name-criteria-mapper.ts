import { defineContent } from '../../registry.js';
import type { ServiceNameCriteriaMapper } from '../../schemas/prescreen/service-name-criteria-mapper.js';

export const serviceNameCriteriaMapperAddress = (name: string) =>
  ({ schema: 'service-name-criteria-mapper', version: '1.0.0', dir: 'prescreen', name }) as const;

export const covidServiceNameCriteriaMapper = defineContent<ServiceNameCriteriaMapper>(
  serviceNameCriteriaMapperAddress('covid-19'),
  () =>
    import('../../schemas/prescreen/service-name-criteria-mapper.js').then(
      (module) => module.ServiceNameCriteriaMapperSchema,
    ),
  {
    mappings: [
      { criteria: { covidDosesReceived: 'none' }, serviceName: 'COVID-19 Vaccine Dose 1' },
      { criteria: { covidDosesReceived: 'one' }, serviceName: 'COVID-19 Vaccine Dose 2' },
      { criteria: { covidDosesReceived: 'two-or-more' }, serviceName: 'COVID-19 Vaccine Booster', isBooster: true },
    ],
  },
);
