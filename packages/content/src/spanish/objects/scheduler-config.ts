import type { SchedulerConfig } from '../../schemas/scheduler-config.js';

/** Each category's name in Spanish. */
const labels: Record<string, string> = {
  'Illness & Injury': 'Enfermedades y lesiones',
  Vaccines: 'Vacunas',
  'Travel Vaccines': 'Vacunas para viajeros',
  Physicals: 'Exámenes físicos',
  'DOT Physicals': 'Exámenes físicos del DOT',
  'Health Screenings': 'Pruebas de salud',
  'Medicare Annual Wellness Visit': 'Consulta anual de bienestar de Medicare',
  'Virtual Visit': 'Consulta virtual',
  Telenutrition: 'Nutrición a distancia',
};

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
    const label = labels[category.category];
    return {
      ...category,
      ...(label ? { label } : {}),
      ...(text && category.inlineSAFMessage ? { inlineSAFMessage: { ...category.inlineSAFMessage, text } } : {}),
    };
  }),
});
