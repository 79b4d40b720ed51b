// The print layout description's rules (issue 25), read by the layout editor and the server's sheet renderer.
export * from './paper.ts';
export * from './print-date.ts';
export * from './layout-for.ts';
export * from './node-geometry.ts';
export * from './frame-grid.ts';
export * from './resolve-nodes.ts';
export * from './check-layout.ts';
