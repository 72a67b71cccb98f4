import { PYTHON_CONVERSATION_MAP, pythonPayload } from './conversation-map.ts';
import type { ConversationKey, PlatformSample } from './platform-sample.ts';
import { APOLOGY_MESSAGE, REQUEST_TIMEOUT_SECONDS, TELEGRAM_MESSAGE_LIMIT, chatEndpointUrl, quote, sampleApiKey } from './sample-params.ts';

/**
 * A Telegram bot on the Bot API's long polling with `requests` alone: no bot framework to install or
 * keep in step with the Bot API, and the same code runs against a self-hosted Bot API server.
 */
export function telegramPythonSample(continueWith: ConversationKey): PlatformSample {
  const byConversation = continueWith === 'conversationId';
  return {
    id: 'telegram-python',
    label: 'Telegram (Python)',
    language: 'python',
    fileName: 'telegram_bot.py',
    install: 'pip install requests',
    steps: [
      'Open Telegram, talk to @BotFather and send /newbot to create a bot.',
      'Copy the token BotFather gives you and set it as TELEGRAM_TOKEN in your environment.',
      'Save the code below as telegram_bot.py.',
      'Run python telegram_bot.py and send your bot a message.',
    ],
    guide: [
      'Start the bot: it prints "Running as @yourbot" once Telegram accepts the token.',
      'Open a chat with your bot in Telegram and send /start, then ask a question.',
      byConversation
        ? 'Each chat is one conversation: the bot sends the conversationId of its first answer with the next messages.'
        : 'Each chat is one conversation: the bot sends the chat as the sessionId.',
      'Replies longer than 4,096 characters are sent as several messages.',
      'Keep it running on a server (systemd, Docker); only one copy may poll a bot token at a time.',
    ],
    generate: (params) => `import os
import time

import requests

API_URL = ${quote(chatEndpointUrl(params))}
API_KEY = os.environ.get("SITELINE_API_KEY") or ${quote(sampleApiKey(params))}
TELEGRAM_TOKEN = os.environ["TELEGRAM_TOKEN"]
# Point this at a self-hosted Bot API server if you run one.
TELEGRAM_API = os.environ.get("TELEGRAM_API_URL", "https://api.telegram.org").rstrip("/")
APOLOGY = ${quote(APOLOGY_MESSAGE)}
LIMIT = ${TELEGRAM_MESSAGE_LIMIT}
POLL_SECONDS = 30
${byConversation ? `\n\n${PYTHON_CONVERSATION_MAP}` : ''}

def telegram(method: str, **params):
    reply = requests.post(f"{TELEGRAM_API}/bot{TELEGRAM_TOKEN}/{method}", json=params, timeout=POLL_SECONDS + 10)
    reply.raise_for_status()
    return reply.json()["result"]


def ask_assistant(question: str, chat: str) -> str:
    headers = {"Authorization": f"Bearer {API_KEY}"}
    ${pythonPayload(continueWith, 'chat')}
    try:
        reply = requests.post(API_URL, json=payload, headers=headers, timeout=${REQUEST_TIMEOUT_SECONDS})
        if reply.status_code != 200:
            return APOLOGY
        data = reply.json()${byConversation ? '\n        remember_conversation(chat, data.get("conversationId"))' : ''}
        return data.get("response") or APOLOGY
    except (requests.RequestException, ValueError):
        return APOLOGY


def split_message(text: str, limit: int = LIMIT) -> list[str]:
    return [text[i : i + limit] for i in range(0, len(text), limit)] or [APOLOGY]


def handle(message: dict) -> None:
    chat_id = message["chat"]["id"]
    question = (message.get("text") or "").strip()
    if not question:
        return
    if question == "/start":
        telegram("sendMessage", chat_id=chat_id, text="Hi! Ask me anything about our business.")
        return
    telegram("sendChatAction", chat_id=chat_id, action="typing")
    answer = ask_assistant(question, ${byConversation ? 'str(chat_id)' : 'f"telegram-{chat_id}"'})
    for part in split_message(answer):
        telegram("sendMessage", chat_id=chat_id, text=part)


def main() -> None:
    me = telegram("getMe")
    print(f"Running as @{me['username']}", flush=True)
    offset = 0
    while True:
        try:
            updates = telegram("getUpdates", offset=offset, timeout=POLL_SECONDS, allowed_updates=["message"])
        except requests.RequestException as error:
            print(f"Telegram is unreachable ({error}); retrying in 5 seconds", flush=True)
            time.sleep(5)
            continue
        for update in updates:
            offset = update["update_id"] + 1
            if "message" in update:
                try:
                    handle(update["message"])
                except requests.RequestException as error:
                    print(f"Could not answer: {error}", flush=True)


if __name__ == "__main__":
    main()
`,
  };
}
