/** Every query of the admin area starts with this key, so one invalidation refreshes the area. */
export const adminKey = ['admin'] as const;
