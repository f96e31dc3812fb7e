// Rules the browser applies as well as the server, kept apart from the schemas (no zod in pages).

/** Countries never offered in the country list (spec section 9). */
export const EXCLUDED_COUNTRY_CODES = ['US', 'UM', 'GB', 'FR', 'NL', 'AW', 'CW', 'MF'] as const;

/** A Google Tag Manager container id, as GTM prints it (GTM-XXXXXXX). */
export const TAG_MANAGER_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;
