import type { SchedulerTexts } from '../../schemas/scheduler-texts.js';

export const schedulerTextsInSpanish = <T extends SchedulerTexts>(original: T): T => ({
  ...original,
  topMessage:
    'Haga una cita en The Local Clinic, dentro de la tienda de su barrio, o consulte a un proveedor por internet.',
  title: 'Hacer una cita',
});
