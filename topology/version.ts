/**
 * The product's version and id, declared with the app's other declarations: the API reports them in
 * /v1/meta and the OpenAPI document (spec 9.1), and the AsyncAPI document of the topics carries the
 * same version, so both documents are read from here.
 */
export const API_VERSION = '0.8.0'
export const SERVICE_ID = 'catalyst-feed'
