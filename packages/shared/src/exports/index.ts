// Exports of a campaign's pictures (campaigns §7 "Shoots and export", §9 "Export CSV").
export * from './export-api.ts';
