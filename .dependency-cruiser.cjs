/**
 * Which folder may import which (decision 0130). `npm run lint` runs it on the API's and the web
 * app's source through scripts/check-dependencies.mjs.
 *
 * The picture: routes → plugins → services/<domain> (each through its index.ts, domains one way)
 * → lib, config, db. Demo data (apps/api/src/demo) sits beside the services and only the start-up
 * (server.ts) and the tests load it.
 *
 * No exceptions: no import is let through as known (decision 0137), so every rule holds everywhere.
 *
 * Circles between folders (domains of services/, route folders, the API's top folders, the web
 * app's features) are found by scripts/check-dependencies.mjs on this same run's graph, counted
 * between folders: dependency-cruiser's folder rules see only a folder's direct files.
 */
const api = '^apps/api/src';
const services = `${api}/services`;
const testFile = '[.]test[.]tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-module-cycle',
      comment: 'No file of the API reaches itself again through its imports.',
      severity: 'error',
      from: { path: api },
      to: { circular: true },
    },
    {
      name: 'floor-imports-no-layer-above',
      comment:
        'lib/, config/ and db/ (schema, migrations, connection) are the floor: no service, route, plugin or demo data.',
      severity: 'error',
      from: { path: `${api}/(lib|config|db)/`, pathNot: testFile },
      to: { path: `${api}/(services|routes|plugins|demo|app[.]ts|server[.]ts)` },
    },
    {
      name: 'config-imports-no-db',
      comment: 'Settings are read before any database exists.',
      severity: 'error',
      from: { path: `${api}/config/` },
      to: { path: `${api}/db/` },
    },
    {
      name: 'services-import-no-route',
      comment: 'Routes use services, never the reverse; services do not reach the plugins either.',
      severity: 'error',
      from: { path: `${services}/` },
      to: { path: `${api}/(routes|plugins|app[.]ts|server[.]ts)` },
    },
    {
      name: 'demo-only-from-start-up-and-tests',
      comment:
        'Demo data is loaded by the start-up (server.ts seeds an empty database) and the tests, nothing else.',
      severity: 'error',
      from: { path: api, pathNot: `${api}/(demo/|server[.]ts$|app[.]ts$)|${testFile}` },
      to: { path: `${api}/demo/` },
    },
    {
      name: 'domain-through-its-index',
      comment:
        'A domain is used from outside through services/<domain>/index.ts, not by reaching into its ' +
        'files (its own files and tests may).',
      severity: 'error',
      from: { path: `${services}/([^/]+)/`, pathNot: testFile },
      to: { path: `${services}/[^/]+/`, pathNot: [`${services}/[^/]+/index[.]ts$`, `${services}/$1/`] },
    },
    {
      name: 'domain-through-its-index',
      comment: 'Routes, plugins, scripts and demo data use a domain through its index.ts too.',
      severity: 'error',
      from: { path: api, pathNot: [`${services}/`, testFile] },
      to: { path: `${services}/[^/]+/`, pathNot: `${services}/[^/]+/index[.]ts$` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-server)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
};
