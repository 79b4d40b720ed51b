import { defineConfig } from 'drizzle-kit';

// Only generates SQL from the tables; migrations are applied by the server at boot (never `push`).
export default defineConfig({
  dialect: 'postgresql',
  // Feature tables live with their module; the payment sandbox's own state is part of the platform.
  schema: ['./src/modules/*/*.table.ts', './src/platform/*/*.table.ts'],
  out: './src/db/migrations',
  casing: 'snake_case',
});
