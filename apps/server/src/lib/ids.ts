const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a string has the shape of the ids we issue (UUIDs). Anything else names nothing:
 * checking first keeps PostgreSQL's uuid cast from failing the query with a 500.
 */
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);
