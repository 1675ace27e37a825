/** Every option list lives at prescreen-options/1.0.0/prescreen/{name}; questions refer to it by name. */
export const prescreenOptionListAddress = (name: string) =>
  ({ schema: 'prescreen-options', version: '1.0.0', dir: 'prescreen', name }) as const;
