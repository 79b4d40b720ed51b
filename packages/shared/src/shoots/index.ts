// Shoots (pictures) and the virtual booth's guest calls: the contract of campaigns §3 "Shoot" and
// "User feedback", the upload and microsite calls of §7, and the pure capture and sharing rules.
export * from './shoot-kinds.ts';
export * from './user-feedback.ts';
export * from './shoot-schema.ts';
export * from './shoot-api.ts';
export * from './guest-asset.ts';
export * from './microsite-url.ts';
export * from './capture-plan.ts';
export * from './share-links.ts';
export * from './microsite-social.ts';
export * from './guest-forms.ts';
