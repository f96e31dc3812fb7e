/** The keys of the server state more than one page reads or changes. */
export const STAFF_QUERY_KEY = ['backoffice', 'staff'] as const;
export const API_KEYS_QUERY_KEY = ['backoffice', 'api-keys'] as const;
export const AUDIT_QUERY_KEY = ['backoffice', 'audit'] as const;
