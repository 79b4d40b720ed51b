/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildStamp } from './vite-plugins/build-stamp.ts';
import { kioskPrecache } from './vite-plugins/kiosk-precache.ts';
import { mlAssets } from './vite-plugins/ml-assets.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { BUILD_INPUTS, hashInputs, writeStamp } from '../../scripts/build-stamp.mjs';
import { testFilesContaining } from '../../scripts/test-files.ts';
import { reporters } from '../../scripts/vitest-reporters.ts';
import { testWorkers } from '../../scripts/vitest-workers.ts';

const TEST_FILES = ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'];

/**
 * Test files that replace a module with vi.mock: a module graph shared with other files would hand
 * them the real module (or hand others their stand-in), so they get a fresh graph each. Read only
 * when Vitest loads this config, not for every build or dev server.
 */
const moduleMockingTests = process.env.VITEST ? testFilesContaining(import.meta.dirname, ['src', 'vite-plugins'], /vi\.mock\(/) : [];

const apiTarget = process.env.VITE_API_PROXY ?? 'http://127.0.0.1:3000';

export default defineConfig({
  // precompress and buildStamp act in closeBundle, once every file (the ML files too) is written;
  // kioskPrecache lists the kiosk's files (the ML files among them) and builds its service worker.
  plugins: [react(), mlAssets(), kioskPrecache(), precompress(), buildStamp({ hashInputs: () => hashInputs(BUILD_INPUTS.web), writeStamp })],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: true,
    // Five entries: the organiser app and the guest bundles (virtual booth, tablet kiosk, payment page,
    // mosaic wall), which share no chunk with it but React and the shared contract (the wall not even React).
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        booth: fileURLToPath(new URL('./booth.html', import.meta.url)),
        kiosk: fileURLToPath(new URL('./kiosk.html', import.meta.url)),
        pay: fileURLToPath(new URL('./pay.html', import.meta.url)),
        mosaic: fileURLToPath(new URL('./mosaic.html', import.meta.url)),
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
    maxWorkers: testWorkers(),
    // Most files share a worker's module graph: importing React, Mantine and the app afresh for each
    // file was four fifths of the suite's time. Each test still renders into a cleaned document with
    // fresh stores (src/test/setup.ts); the files that mock modules keep a graph of their own.
    projects: [
      { extends: true, test: { name: 'shared-graph', isolate: false, include: TEST_FILES, exclude: moduleMockingTests } },
      { extends: true, test: { name: 'module-mocks', isolate: true, include: moduleMockingTests } },
    ],
    // Page tests wait for lazy route chunks, which transform slowly while every worker starts at once.
    testTimeout: 15_000,
    reporters: reporters('web'),
  },
});
