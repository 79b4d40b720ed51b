import { z } from 'zod';

type WithoutDefault<T> = T extends z.ZodDefault<infer I> ? I : T extends z.ZodPrefault<infer I> ? I : T;
export type OptionalShape<S extends z.ZodRawShape> = { [K in keyof S]: z.ZodOptional<WithoutDefault<S[K]>> };

/**
 * Every key optional and, unlike zod's `.partial()`, without its default: a key left out of an update
 * stays out, instead of coming back as a default that would overwrite the stored value. A key that is
 * present is validated whole, its inner defaults applied.
 */
export function optionalWithoutDefaults<S extends z.ZodRawShape>(shape: S): OptionalShape<S> {
  const optional: Record<string, z.ZodType> = {};
  for (const [key, schema] of Object.entries(shape)) {
    const inner = schema instanceof z.ZodDefault || schema instanceof z.ZodPrefault ? schema.unwrap() : schema;
    optional[key] = (inner as z.ZodType).optional();
  }
  return optional as OptionalShape<S>;
}
