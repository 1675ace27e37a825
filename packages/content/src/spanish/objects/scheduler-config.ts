import type { SchedulerConfig } from '../../schemas/scheduler-config.js';

/** What each category tells the visitor in Spanish; everything else is the original's configuration. */
const inlineMessages: Record<string, string> = {
  'Travel Vaccines':
    'Haga su cita de 4 a 6 semanas antes de viajar. Algunas vacunas necesitan más de una dosis o tiempo para empezar a proteger.',
  'DOT Physicals':
    'Los exámenes físicos del DOT no se cobran al seguro. Traiga su licencia de conducir, los lentes, lentes de contacto o audífonos que use, y una lista de sus medicamentos.',
  'Medicare Annual Wellness Visit':
    'Los pacientes de Medicare Parte B no pagan esta consulta si pasaron al menos 12 meses desde su última consulta de bienestar. Traiga su tarjeta de Medicare y una lista de sus medicamentos.',
  'Virtual Visit':
    'Las consultas virtuales son por video con un proveedor con licencia. Durante la consulta debe estar en un estado donde nuestros proveedores tengan licencia.',
};

export const schedulerConfigInSpanish = (original: SchedulerConfig): SchedulerConfig => ({
  ...original,
  categories: original.categories.map((category) => {
    const text = inlineMessages[category.category];
    return text && category.inlineSAFMessage
      ? { ...category, inlineSAFMessage: { ...category.inlineSAFMessage, text } }
      : category;
  }),
});
