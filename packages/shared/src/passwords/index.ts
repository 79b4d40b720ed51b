export * from './password-rule.ts';
export * from './password-issue.ts';
export * from './password-checker.ts';
