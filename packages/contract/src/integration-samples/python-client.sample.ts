import type { PlatformSample } from './platform-sample.ts';
import { APOLOGY_MESSAGE, PYTHON_CLIENT_HISTORY, REQUEST_TIMEOUT_SECONDS, chatEndpointUrl, quote, sampleApiKey } from './sample-params.ts';

/** A small reusable client that remembers the conversation (its last entries) between calls. */
export const pythonClientSample: PlatformSample = {
  id: 'python-client',
  label: 'Python API Client',
  language: 'python',
  fileName: 'siteline_client.py',
  install: 'pip install requests',
  steps: [
    'Save the code below as siteline_client.py.',
    'Run python siteline_client.py to chat with your assistant in the terminal.',
    'Or import it: client = SitelineClient(); print(client.chat("Hello"))',
    'Create one client per user so each keeps its own conversation history.',
  ],
  guide: [
    'Run python siteline_client.py "What are your opening hours?" and check the answer prints.',
    'Move the key to the SITELINE_API_KEY environment variable; the client reads it first.',
    'Keep one SitelineClient per user: it sends the last 20 messages as conversation history.',
    'chat() returns the apology text instead of raising when the API fails or times out (30 s).',
  ],
  generate: (params) => `import os
import sys
import uuid

import requests

API_URL = ${quote(chatEndpointUrl(params))}
API_KEY = os.environ.get("SITELINE_API_KEY") or ${quote(sampleApiKey(params))}
APOLOGY = ${quote(APOLOGY_MESSAGE)}
MAX_HISTORY = ${PYTHON_CLIENT_HISTORY}


class SitelineClient:
    def __init__(self, api_url: str = API_URL, api_key: str = API_KEY, session_id: str | None = None):
        self.api_url = api_url
        self.api_key = api_key
        self.session_id = session_id or f"python-{uuid.uuid4().hex[:12]}"
        self.history: list[dict] = []

    def chat(self, message: str) -> str:
        payload = {"message": message, "sessionId": self.session_id, "conversationHistory": self.history}
        headers = {"Authorization": f"Bearer {self.api_key}"}
        try:
            reply = requests.post(self.api_url, json=payload, headers=headers, timeout=${REQUEST_TIMEOUT_SECONDS})
            if reply.status_code != 200:
                return APOLOGY
            answer = reply.json().get("response") or APOLOGY
        except (requests.RequestException, ValueError):
            return APOLOGY
        self.history.append({"role": "user", "content": message})
        self.history.append({"role": "assistant", "content": answer})
        self.history = self.history[-MAX_HISTORY:]
        return answer


if __name__ == "__main__":
    client = SitelineClient()
    if len(sys.argv) > 1:
        print(client.chat(" ".join(sys.argv[1:])))
        sys.exit(0)
    print("Ask a question (Ctrl+C to quit)")
    while True:
        try:
            question = input("> ").strip()
        except (EOFError, KeyboardInterrupt):
            break
        if question:
            print(client.chat(question))
`,
};
