export * from './mosaic-api.ts';
export * from './mosaic-eligibility.ts';
export * from './mosaic-grid.ts';
