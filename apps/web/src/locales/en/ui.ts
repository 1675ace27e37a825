/** The own words of the shared controls the search page uses. */
export const ui = {
  'ui.alert.info': 'Information',
  'ui.datePlaceholder': 'mm/dd/yyyy',
  'ui.alert.success': 'Success',
  'ui.alert.warning': 'Warning',
  'ui.alert.error': 'Error',
  'ui.alert.label': '{kind}: ',
  'ui.errorSummary.title': 'There is a problem',
  'ui.modal.close': 'Close',
  'ui.spinner.loading': 'Loading',
  'ui.fieldError': 'Error:',
} as const;
