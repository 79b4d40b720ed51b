export * from './review-edits.ts';
export * from './review-edit-rules.ts';
