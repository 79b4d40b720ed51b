/** Fields that identify a stored record; removed before a copy of a record is sent (platform §5). */
export const RECORD_IDENTITY_FIELDS = ['id', 'slug', 'createdAt', 'updatedAt'] as const;

/** A shallow copy of `record` without the named fields. */
export function stripFields<T extends object, K extends string>(record: T, fields: readonly K[]): Omit<T, K> {
  const copy = { ...record } as Record<string, unknown>;
  for (const field of fields) delete copy[field];
  return copy as Omit<T, K>;
}

export function stripForCopy<T extends object>(record: T) {
  return stripFields(record, RECORD_IDENTITY_FIELDS);
}
