const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A value Postgres accepts as a uuid: checked before a query so a bad id is a 404, not a 500. */
export const isUuid = (value: string) => UUID.test(value);
