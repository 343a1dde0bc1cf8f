/**
 * The admin's user name as the server creates it by default (ADMIN_USERNAME, default "admin"). The
 * server does not expose the configured name, so the form starts with the default; it stays editable.
 */
export const DEFAULT_ADMIN_USERNAME = "admin";
