import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/.data-*/**', 'apps/server/src/db/migrations/**', '.e2e-tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { patterns: [{ group: ['../../../*'], message: 'Use the @/ alias.' }] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // The server's layering (ARCHITECTURE §3): platform/ looks up at no module, and no module reaches up to
  // the files that wire them together. Tests sit above both and may import anything.
  {
    files: ['apps/server/src/platform/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-support.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['../../../*'], message: 'Use the @/ alias.' },
        { group: ['@/modules/*'], message: 'platform/ imports no module: move what both need into platform/ or packages/shared.' },
      ] }],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-support.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['../../../*'], message: 'Use the @/ alias.' },
        { group: ['@/app.ts', '@/services.ts', '@/runtime.ts', '@/job-catalog.ts', '@/jobs.ts', '@/server.ts', '@/worker.ts'], message: 'Modules do not import the wiring above them.' },
      ] }],
    },
  },
);
