// AR filters (issue 13): the package's manifest, the face landmarks and the maths that places layers on a face.
export * from './ar-landmarks.ts';
export * from './ar-manifest.ts';
export * from './ar-anchoring.ts';
export * from './ar-package.ts';
export * from './ar-guest-asset.ts';
