/** Search fields a prescreen answer can fill (§3 Search state), e.g. the dietitian screen's state and date. */
export const SEARCH_FIELDS = ['location', 'date', 'timeZone', 'medicaid'] as const;
