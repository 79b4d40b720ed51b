// Moderators and the moderation queue (campaigns §2, §3, §4, §6, §7; platform §2, §6).
export * from './moderator-api.ts';
export * from './moderation-api.ts';
