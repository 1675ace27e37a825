/** Each time zone's name in Spanish, by the English it replaces. */
export const TIME_ZONE_WORDS: Readonly<Record<string, string>> = {
  'Eastern Time (ET)': 'Hora del Este (ET)',
  'Central Time (CT)': 'Hora del Centro (CT)',
  'Mountain Time (MT)': 'Hora de la Montaña (MT)',
  'Mountain Standard Time, Arizona (MST)': 'Hora estándar de la Montaña, Arizona (MST)',
  'Pacific Time (PT)': 'Hora del Pacífico (PT)',
  'Alaska Time (AKT)': 'Hora de Alaska (AKT)',
  'Hawaii Time (HT)': 'Hora de Hawái (HT)',
};
