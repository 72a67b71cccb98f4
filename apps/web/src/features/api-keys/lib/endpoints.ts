/** One line of the endpoint reference on /api. */
export interface EndpointReference {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  description: string;
  /** Which credentials it accepts. */
  auth: string;
}

const ANY_KEY = 'Account or assistant key';
const ACCOUNT_KEY = 'Account key or session';

/** The public REST API, as API Management lists it; /docs describes each in full. */
export const ENDPOINTS: EndpointReference[] = [
  { method: 'POST', path: '/api/chat/{assistantId}', description: 'Ask an assistant; JSON reply, or a token stream with "stream": true', auth: ANY_KEY },
  { method: 'GET', path: '/api/assistants', description: 'List your assistants', auth: ACCOUNT_KEY },
  { method: 'POST', path: '/api/assistants', description: 'Create an assistant from a website', auth: ACCOUNT_KEY },
  { method: 'GET', path: '/api/assistants/{id}', description: 'Read one assistant', auth: ANY_KEY },
  { method: 'PUT', path: '/api/assistants/{id}', description: 'Update an assistant', auth: ACCOUNT_KEY },
  { method: 'DELETE', path: '/api/assistants/{id}', description: 'Delete an assistant', auth: ACCOUNT_KEY },
  { method: 'POST', path: '/v1/chat/completions', description: 'OpenAI-compatible chat: model is the assistant id', auth: ANY_KEY },
  { method: 'GET', path: '/v1/models', description: 'OpenAI-compatible list of your assistants', auth: ANY_KEY },
];
