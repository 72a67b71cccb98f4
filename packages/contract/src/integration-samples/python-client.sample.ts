import type { ConversationKey, PlatformSample } from './platform-sample.ts';
import { APOLOGY_MESSAGE, PYTHON_CLIENT_HISTORY, REQUEST_TIMEOUT_SECONDS, chatEndpointUrl, quote, sampleApiKey } from './sample-params.ts';

/** What the client keeps between calls, and how it sends and updates it, by how conversations continue. */
const STATE: Record<ConversationKey, { docstring: string; init: string; payload: string; afterAnswer: string }> = {
  sessionId: {
    docstring: 'One conversation, named by a sessionId; it sends the last messages along as history.',
    init: `def __init__(self, api_url: str = API_URL, api_key: str = API_KEY, session_id: str | None = None):
        self.api_url = api_url
        self.api_key = api_key
        self.session_id = session_id or f"python-{uuid.uuid4().hex[:12]}"
        self.history: list[dict] = []`,
    payload: `payload = {"message": message, "sessionId": self.session_id, "conversationHistory": self.history}`,
    afterAnswer: `self.history.append({"role": "user", "content": message})
        self.history.append({"role": "assistant", "content": answer})
        self.history = self.history[-MAX_HISTORY:]`,
  },
  conversationId: {
    docstring: 'One conversation: the first answer starts it, and its conversationId continues it.',
    init: `def __init__(self, api_url: str = API_URL, api_key: str = API_KEY, conversation_id: str | None = None):
        self.api_url = api_url
        self.api_key = api_key
        self.conversation_id = conversation_id`,
    payload: `payload = {"message": message}
        if self.conversation_id:
            payload["conversationId"] = self.conversation_id`,
    afterAnswer: `self.conversation_id = data.get("conversationId") or self.conversation_id`,
  },
};

/** A small reusable client that keeps one conversation going between calls. */
export function pythonClientSample(continueWith: ConversationKey): PlatformSample {
  const byConversation = continueWith === 'conversationId';
  const state = STATE[continueWith];
  return {
    id: 'python-client',
    label: 'Python API Client',
    language: 'python',
    fileName: 'siteline_client.py',
    install: 'pip install requests',
    steps: [
      'Save the code below as siteline_client.py.',
      'Run python siteline_client.py to chat with your assistant in the terminal.',
      'Or import it: client = SitelineClient(); print(client.chat("Hello"))',
      'Create one client per user so each keeps its own conversation.',
    ],
    guide: [
      byConversation
        ? 'Run python siteline_client.py "What are your opening hours?" "Are you open on weekends?": each argument is one message of the same conversation.'
        : 'Run python siteline_client.py "What are your opening hours?" and check the answer prints.',
      'Move the key to the SITELINE_API_KEY environment variable; the client reads it first.',
      byConversation
        ? 'Keep one SitelineClient per user, or store client.conversation_id and pass it back later to continue.'
        : `Keep one SitelineClient per user: it sends the last ${PYTHON_CLIENT_HISTORY} messages as conversation history.`,
      `chat() returns the apology text instead of raising when the API fails or times out (${REQUEST_TIMEOUT_SECONDS} s).`,
    ],
    generate: (params) => `import os
import sys${byConversation ? '' : '\nimport uuid'}

import requests

API_URL = ${quote(chatEndpointUrl(params))}
API_KEY = os.environ.get("SITELINE_API_KEY") or ${quote(sampleApiKey(params))}
APOLOGY = ${quote(APOLOGY_MESSAGE)}${byConversation ? '' : `\nMAX_HISTORY = ${PYTHON_CLIENT_HISTORY}`}


class SitelineClient:
    """${state.docstring}"""

    ${state.init}

    def chat(self, message: str) -> str:
        ${state.payload}
        headers = {"Authorization": f"Bearer {self.api_key}"}
        try:
            reply = requests.post(self.api_url, json=payload, headers=headers, timeout=${REQUEST_TIMEOUT_SECONDS})
            if reply.status_code != 200:
                return APOLOGY
            data = reply.json()
            answer = data.get("response") or APOLOGY
        except (requests.RequestException, ValueError):
            return APOLOGY
        ${state.afterAnswer}
        return answer


if __name__ == "__main__":
    client = SitelineClient()
    if len(sys.argv) > 1:
        for question in sys.argv[1:]:
            print(client.chat(question))
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
}
