export * from './filter-presets.ts';
