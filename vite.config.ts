import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { precompress } from './scripts/build/precompress.ts';
import { shellCatalog } from './scripts/build/shellCatalog.ts';
import { routePreloads } from './scripts/build/routePreloads.ts';
import { pureBarrels } from './scripts/build/pureBarrels.ts';

// plugin-react 6 ignores react({ babel }), so the Lingui macro runs through its own babel plugin.
export default defineConfig({
  plugins: [react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui(), shellCatalog(), pureBarrels(), routePreloads(), precompress()],
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 600 },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
