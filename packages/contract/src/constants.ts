/** The base path of every call of the HTTP API (seed section 7). */
export const API_BASE = '/prod-api';
