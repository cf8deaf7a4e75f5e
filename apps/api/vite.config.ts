import { defineConfig } from 'vite';

/**
 * The server and the operator's commands (`npm run backup`, `restore`, `staff:create`,
 * `media:migrate`) are bundled into dist/: a production install (`npm ci --omit=dev` and the
 * build) runs them with node alone, without tsx or any other devDependency (issue 37, item 10).
 * npm packages stay external, the workspace's contract package (TypeScript source) is bundled in.
 * Every file lands in dist/ itself (no assets/ folder): paths.ts finds the package root one folder
 * up from whichever file holds it.
 */
const entries = {
  server: 'src/server.ts',
  backup: 'src/scripts/backup.ts',
  restore: 'src/scripts/restore.ts',
  'create-staff': 'src/scripts/create-staff.ts',
  'migrate-media': 'src/scripts/migrate-media.ts',
};

export default defineConfig({
  build: {
    ssr: true,
    outDir: 'dist',
    target: 'node20',
    sourcemap: true,
    emptyOutDir: true,
    rollupOptions: {
      input: entries,
      output: { entryFileNames: '[name].js', chunkFileNames: 'shared-[name]-[hash].js' },
    },
  },
  ssr: {
    noExternal: ['@academy/contract'],
  },
});
