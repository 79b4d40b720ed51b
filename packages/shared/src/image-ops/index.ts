export * from './filter-presets.ts';
export * from './ops-values.ts';
export * from './apply-image-ops.ts';
export * from './merge-values.ts';
export * from './halo.ts';
export { applyBeautification, BEAUTIFY_STRENGTH, skinWeight } from './beautify.ts';
export { meanAbsoluteDifference, noisePicture, seededRandom, testCard } from './test-pictures.ts';
export * from './calibration-api.ts';
export { CUBE_SIZE, imageOpsCube } from './cube-lut.ts';
