import { isEmptyInput } from './empty-input.ts';

/**
 * Mosaic dimension values are forced to a minimum of 1 when empty (campaigns §5): a cleared field
 * or anything below 1 becomes 1, a numeric text is read as its number, fractions round.
 */
export function mosaicDimensionValue(value: unknown): unknown {
  if (isEmptyInput(value)) return 1;
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || Number.isNaN(number)) return value;
  return Math.max(1, Math.round(number));
}
