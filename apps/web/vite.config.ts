import react from '@vitejs/plugin-react';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { appModulesPlugin } from './build/app-modules-plugin';
import { earlyInputPlugin } from './build/early-input-plugin';
import { firstScreenCssPlugin } from './build/first-screen-css-plugin';
import { learnerChunk } from './build/learner-chunk';
import { mantineCssPlugin } from './build/mantine-css-plugin';
import { pwaPlugin } from './build/pwa-plugin';
import { routeTextsPlugin } from './build/route-texts';
import { precompressPlugin } from './build/precompress-plugin';
import { themeVariablesPlugin } from './build/theme-variables-plugin';
import { startingNamespaces } from './src/lib/starting-namespaces';

/**
 * Mantine's core and hooks with what they build on, the query client, i18next and the icons: the
 * `ui` chunk (decision 0167). React and the router stay in the app's start (`src/main.tsx`).
 */
const uiLibraries =
  /node_modules[\\/](@mantine[\\/](core|hooks)|@floating-ui|react-remove-scroll(-bar)?|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|detect-node-es|tslib|aria-hidden|clsx|@tabler[\\/]icons-react|@tanstack[\\/](react-)?query(-core)?|i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/;

/** The modules shared by a learner's screens, in one file (decision 0179). */
const learner = learnerChunk(
  ['src/boot.ts', 'src/main.tsx'].map((file) => fileURLToPath(new URL(file, import.meta.url))),
  uiLibraries,
);

/**
 * React Router's package exports only its development build (the same code with its warnings
 * turned on); the browser's bundle takes its production build instead (decision 0182).
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** Public files the service worker precaches besides the build's own (not the demo media). */
const shellPublicFiles = [
  '/favicon.svg',
  '/manifest.webmanifest',
  ...readdirSync(new URL('./public/icons', import.meta.url)).map((name) => `/icons/${name}`),
];

// The API serves the built app and /api on one port; in development Vite serves the app and
// forwards /api to the API started with `npm run dev -w apps/api` (port 3000).
// `vite build --ssr` (the build script's second step) writes dist-server/, the renderer the API
// runs for public pages (decision 0041); it is never served.
export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [
    react(),
    ...(isSsrBuild
      ? []
      : [
          mantineCssPlugin([
            new URL('./src/styles/mantine.css', import.meta.url),
            new URL('./src/styles/mantine-app.css', import.meta.url),
          ]),
          firstScreenCssPlugin(new URL('./src/app/styles.ts', import.meta.url)),
          routeTextsPlugin(startingNamespaces),
          earlyInputPlugin(),
          appModulesPlugin(),
          themeVariablesPlugin(),
          pwaPlugin(shellPublicFiles),
          precompressPlugin(),
        ]),
  ],
  resolve:
    command === 'build' && !isSsrBuild
      ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] }
      : {},
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
  build: {
    target: isSsrBuild ? 'node20' : 'es2022',
    sourcemap: false,
    ...(isSsrBuild
      ? { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false }
      : {
          rolldownOptions: {
            // The libraries every signed-in screen starts with, in one file instead of some forty
            // (a Mantine component, a hook or an icon per file): decision 0167.
            output: {
              codeSplitting: {
                groups: [
                  { name: 'ui', test: uiLibraries, priority: 2 },
                  {
                    name: learner.chunkName,
                    test: learner.test,
                    priority: 1,
                    // Its modules only: what they import stays where it is (the start, `ui`).
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        }),
  },
  // The renderer is one bundle with its libraries in it (decision 0187): the server loads it in
  // 0.1 s instead of the 1.0 s Node took to find, read and link React's, Mantine's and the
  // router's 900 files one by one, while the server migrates and seeds.
  ssr: {
    noExternal: true,
  },
}));
