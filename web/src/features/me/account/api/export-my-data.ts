/** Served as an attachment: a plain link downloads it with the session cookie (no fetch). */
export const EXPORT_URL = '/api/me/export';
