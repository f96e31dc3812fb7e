/** The content sections (translation namespaces) the site loads. */
export const CONTENT_SECTIONS = [
  'alerts',
  'fields-settings',
  'global-components',
  'layout',
  'modals',
] as const;
