/**
 * The reasons of the journeys' own closures, and how the content store's directory words say them in Spanish, as
 * the chain's editors would add them (journey-closures.ts); the pseudo-language run reads them as content.
 */
export const JOURNEY_CLOSURE_REASONS = {
  holiday: { source: 'Community Day holiday', spanish: 'Día festivo de la comunidad' },
  partDay: { source: 'Closing early for inventory', spanish: 'Cierre temprano por inventario' },
} as const;
