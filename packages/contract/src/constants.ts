/** The base path of every call of the HTTP API. */
export const API_BASE = '/prod-api';
