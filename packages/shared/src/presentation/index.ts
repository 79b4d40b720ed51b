// Presentation (campaigns §2, §3 Gallery and Dynamic Gallery): public picture feeds and their rule.
export * from './live-api.ts';
export * from './presentable.ts';
