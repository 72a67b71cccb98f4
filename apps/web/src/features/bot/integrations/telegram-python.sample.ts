import type { PlatformSample } from './platform-sample.ts';
import { APOLOGY_MESSAGE, REQUEST_TIMEOUT_SECONDS, TELEGRAM_MESSAGE_LIMIT, chatEndpointUrl, quote, sampleApiKey } from './sample-params.ts';

/** A python-telegram-bot (v20+) bot; httpx ships with it, so nothing else is installed. */
export const telegramPythonSample: PlatformSample = {
  id: 'telegram-python',
  label: 'Telegram (Python)',
  language: 'python',
  fileName: 'telegram_bot.py',
  install: 'pip install -U python-telegram-bot',
  steps: [
    'Open Telegram, talk to @BotFather and send /newbot to create a bot.',
    'Copy the token BotFather gives you and set it as TELEGRAM_TOKEN in your environment.',
    'Save the code below as telegram_bot.py.',
    'Run python telegram_bot.py and send your bot a message.',
  ],
  generate: (params) => `import os

import httpx
from telegram import Update
from telegram.ext import Application, CommandHandler, ContextTypes, MessageHandler, filters

API_URL = ${quote(chatEndpointUrl(params))}
API_KEY = os.environ.get("SITELINE_API_KEY") or ${quote(sampleApiKey(params))}
TELEGRAM_TOKEN = os.environ["TELEGRAM_TOKEN"]
APOLOGY = ${quote(APOLOGY_MESSAGE)}
LIMIT = ${TELEGRAM_MESSAGE_LIMIT}


async def ask_assistant(question: str, session_id: str) -> str:
    headers = {"Authorization": f"Bearer {API_KEY}"}
    payload = {"message": question, "sessionId": session_id}
    try:
        async with httpx.AsyncClient(timeout=${REQUEST_TIMEOUT_SECONDS}) as client:
            reply = await client.post(API_URL, json=payload, headers=headers)
        if reply.status_code != 200:
            return APOLOGY
        return reply.json().get("response") or APOLOGY
    except Exception:
        return APOLOGY


def split_message(text: str, limit: int = LIMIT) -> list[str]:
    return [text[i : i + limit] for i in range(0, len(text), limit)] or [APOLOGY]


async def start(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    await update.message.reply_text("Hi! Ask me anything about our business.")


async def answer(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    question = (update.message.text or "").strip()
    if not question:
        return
    await context.bot.send_chat_action(update.effective_chat.id, "typing")
    reply = await ask_assistant(question, f"telegram-{update.effective_chat.id}")
    for part in split_message(reply):
        await update.message.reply_text(part)


def main() -> None:
    app = Application.builder().token(TELEGRAM_TOKEN).build()
    app.add_handler(CommandHandler("start", start))
    app.add_handler(MessageHandler(filters.TEXT & ~filters.COMMAND, answer))
    app.run_polling()


if __name__ == "__main__":
    main()
`,
};
