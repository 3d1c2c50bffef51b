/** The 'preparation service' pages (services not offered yet), routed in the entry. */
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
