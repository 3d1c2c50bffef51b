/** The 'preparation service' pages of spec point 2, routed in the entry. */
export const preparationPaths = [
  '/stats-data',
  '/stats-info',
  '/services/model',
  '/services/ai',
  '/services/deci',
  '/services/etc',
  '/mail',
  '/location',
] as const;
