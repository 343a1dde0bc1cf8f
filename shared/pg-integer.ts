/** The largest value a PostgreSQL `integer` column (and a serial id) holds. */
export const PG_INTEGER_MAX = 2_147_483_647;
