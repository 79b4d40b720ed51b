import { defineConfig } from 'drizzle-kit';

// Only generates SQL from the tables; migrations are applied by the server at boot (never `push`).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/modules/*/*.table.ts',
  out: './src/db/migrations',
  casing: 'snake_case',
});
