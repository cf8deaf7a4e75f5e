import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API serves the built app and /api on one port; in development Vite serves the app and
// forwards /api to the API started with `npm run dev -w apps/api` (port 3000).
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
  },
});
