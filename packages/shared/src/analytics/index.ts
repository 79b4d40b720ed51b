// Analytics of a campaign (platform §3, §7): the booth's activity beacon and the organiser's figures.
export * from './share-channels.ts';
export * from './activity-api.ts';
export * from './analytics-api.ts';
