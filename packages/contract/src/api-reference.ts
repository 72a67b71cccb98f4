/** Where the server serves the interactive API reference (Swagger UI on /api/openapi.json). */
export const API_REFERENCE_PATH = '/api-reference/';
