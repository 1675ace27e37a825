/** The virtual visit's state question in Spanish, by the English it replaces. */
export const STATE_SELECTION_MODAL_WORDS: Readonly<Record<string, string>> = {
  'Where are you located?': '¿Dónde se encuentra?',
  'Our providers can only see you by video in states where they are licensed. Choose the state you will be in during your visit.':
    'Nuestros proveedores solo pueden atenderle por video en los estados donde tienen licencia. Elija el estado en el que estará durante su consulta.',
  'State during your visit': 'Estado durante su consulta',
  'Choose One': 'Elija una opción',
  'Please choose the state you will be in during your visit.': 'Elija el estado en el que estará durante su consulta.',
  Continue: 'Continuar',
  Cancel: 'Cancelar',
};
