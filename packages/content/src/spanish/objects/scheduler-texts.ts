/** The scheduler's title and top message in Spanish, by the English they replace. */
export const SCHEDULER_TEXTS_WORDS: Readonly<Record<string, string>> = {
  'Book a visit at The Local Clinic inside your neighborhood store, or see a provider online.':
    'Haga una cita en The Local Clinic, dentro de la tienda de su barrio, o consulte a un proveedor por internet.',
  'Schedule an Appointment': 'Hacer una cita',
};
