import { defineConfig } from 'vite';

// The server is bundled into dist/server.js; npm packages stay external, the workspace's
// contract package (TypeScript source) is bundled in.
export default defineConfig({
  build: {
    ssr: 'src/server.ts',
    outDir: 'dist',
    target: 'node20',
    sourcemap: true,
    emptyOutDir: true,
  },
  ssr: {
    noExternal: ['@academy/contract'],
  },
});
