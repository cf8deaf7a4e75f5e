/** The namespaces i18next starts with (lib/i18n.ts); every other one is loaded when used. */
export const startingNamespaces = ['common', 'validation'];
