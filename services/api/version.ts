/** The API version (spec 9.1), reported in /v1/meta and the OpenAPI document; declared in topology. */
export { API_VERSION, SERVICE_ID } from '../../topology/version.js'
