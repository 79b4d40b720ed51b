export * from './review-edits.ts';
