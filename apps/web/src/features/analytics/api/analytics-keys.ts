/** Query keys of the analytics calls: one root, so a refresh of the page refetches all three. */
export const analyticsKey = ['analytics'] as const;
