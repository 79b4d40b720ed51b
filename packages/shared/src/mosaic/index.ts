export * from './mosaic-api.ts';
export * from './mosaic-eligibility.ts';
export * from './mosaic-grid.ts';
export * from './mosaic-colour.ts';
export * from './mosaic-correction.ts';
export * from './mosaic-matching.ts';
