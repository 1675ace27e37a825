import type { TimeZoneValues } from '../../schemas/time-zone-values.js';

const labels: Record<string, string> = {
  ET: 'Hora del Este (ET)',
  CT: 'Hora del Centro (CT)',
  MT: 'Hora de la Montaña (MT)',
  MST: 'Hora estándar de la Montaña, Arizona (MST)',
  PT: 'Hora del Pacífico (PT)',
  AKT: 'Hora de Alaska (AKT)',
  HT: 'Hora de Hawái (HT)',
};

export const timeZoneValuesInSpanish = (original: TimeZoneValues): TimeZoneValues => ({
  timeZones: original.timeZones.map((zone) => ({ ...zone, label: labels[zone.code] ?? zone.label })),
});
