import type { StateSelectionModal } from '../../schemas/state-selection-modal.js';

export const stateSelectionModalInSpanish = (): StateSelectionModal => ({
  heading: '¿Dónde se encuentra?',
  description:
    'Nuestros proveedores solo pueden atenderle por video en los estados donde tienen licencia. Elija el estado en el que estará durante su consulta.',
  label: 'Estado durante su consulta',
  placeholder: 'Elija una opción',
  requiredMessage: 'Elija el estado en el que estará durante su consulta.',
  confirmLabel: 'Continuar',
  cancelLabel: 'Cancelar',
});
