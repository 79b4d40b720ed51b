// Exports of a campaign's pictures (campaigns §7 "Shoots and export", §9 "Export CSV").
export * from './export-api.ts';
export * from './csv-columns.ts';
export * from './export-file-name.ts';
