// The entry of the web app's server-side page renderer.
// Other folders use the domain through this file only (decision 0130); its own files import each other.
export * from './page-renderer';
