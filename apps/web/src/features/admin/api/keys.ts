/** Every admin query lives under ['admin', …]: an action refreshes the whole panel at once. */
export const adminKeys = {
  all: ['admin'] as const,
  activity: () => ['admin', 'activity'] as const,
  audit: () => ['admin', 'audit'] as const,
  gyms: (filter: object) => ['admin', 'gyms', filter] as const,
  instructors: (filter: object) => ['admin', 'instructors', filter] as const,
  offers: (filter: object) => ['admin', 'offers', filter] as const,
  commissions: (filter: object) => ['admin', 'commissions', filter] as const,
  flags: (filter: object) => ['admin', 'flags', filter] as const,
  conversation: (flagId: string) => ['admin', 'conversation', flagId] as const,
  notices: () => ['admin', 'notices'] as const,
  tickets: (filter: object) => ['admin', 'tickets', filter] as const,
};
