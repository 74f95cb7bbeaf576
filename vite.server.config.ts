import { defineConfig } from 'vite';

// The server, compiled once at build time (issue 10): `npm start` then runs plain node on
// dist-server/main.js, without a compiler in the loop. Packages stay external (node_modules);
// dist-server/ sits beside server/, so paths from the root (config.ts's rootDir) stay the same.
// main.ts loads the rest of the server as a chunk of its own (decision 030), kept beside it.
export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: 'server/main.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: 'main.js', chunkFileNames: '[name]-[hash].js' } },
  },
});
