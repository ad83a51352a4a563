/** The API version (spec 9.1), reported in /v1/meta and the OpenAPI document. */
export const API_VERSION = '0.8.0'
export const SERVICE_ID = 'catalyst-feed'
