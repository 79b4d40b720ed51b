// AI filters, the studio's calls and the guest's AI capture state (platform §3, §7, §9; campaigns §3).
export * from './ai-filter-schema.ts';
export * from './ai-filter-messages.ts';
