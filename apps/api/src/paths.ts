import { fileURLToPath } from 'node:url';

// This module sits one folder below the package root both as source (src/paths.ts) and
// bundled (dist/server.js), so the same relative URL finds the package root in both.
export const apiRoot = fileURLToPath(new URL('..', import.meta.url));
export const migrationsFolder = fileURLToPath(new URL('../src/db/migrations', import.meta.url));
export const webDistFolder = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** The demo academy's media, served only at signed addresses (decision 0015), never by Vite. */
export const demoMediaFolder = fileURLToPath(new URL('../demo-media', import.meta.url));
/** Fonts embedded in generated PDFs (Amiri, SIL Open Font License: assets/fonts/OFL.txt). */
export const fontsFolder = fileURLToPath(new URL('../assets/fonts', import.meta.url));
