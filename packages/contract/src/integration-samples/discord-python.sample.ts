import { PYTHON_CONVERSATION_MAP, pythonPayload } from './conversation-map.ts';
import type { ConversationKey, PlatformSample } from './platform-sample.ts';
import { APOLOGY_MESSAGE, DISCORD_MESSAGE_LIMIT, REQUEST_TIMEOUT_SECONDS, chatEndpointUrl, quote, sampleApiKey } from './sample-params.ts';

/** A discord.py bot that answers when mentioned or messaged directly (aiohttp ships with discord.py). */
export function discordPythonSample(continueWith: ConversationKey): PlatformSample {
  const byConversation = continueWith === 'conversationId';
  return {
    id: 'discord-python',
    label: 'Discord (Python)',
    language: 'python',
    fileName: 'discord_bot.py',
    install: 'pip install -U discord.py',
    steps: [
      'Create an application at https://discord.com/developers/applications and add a Bot to it.',
      'Under Bot, turn on the Message Content Intent and copy the bot token.',
      'Invite the bot with the OAuth2 URL generator (scopes: bot; permissions: Send Messages, Read Message History).',
      'Save the code below as discord_bot.py and set DISCORD_TOKEN in your environment.',
      'Run python discord_bot.py, then mention the bot or send it a direct message.',
    ],
    guide: [
      'Start the bot: it prints "Logged in as ..." once connected to Discord.',
      'Send the bot a direct message, or mention it in a channel it can read.',
      byConversation
        ? 'Each user has one conversation per channel: the bot sends the conversationId of their first answer with their next messages.'
        : 'Each channel is one conversation: the bot sends the channel as the sessionId.',
      'Replies longer than 2,000 characters are sent as several messages.',
      'Keep it running on a server or a process manager (systemd, Docker) so it stays online.',
    ],
    generate: (params) => `import os

import aiohttp
import discord

API_URL = ${quote(chatEndpointUrl(params))}
API_KEY = os.environ.get("SITELINE_API_KEY") or ${quote(sampleApiKey(params))}
DISCORD_TOKEN = os.environ["DISCORD_TOKEN"]
APOLOGY = ${quote(APOLOGY_MESSAGE)}
LIMIT = ${DISCORD_MESSAGE_LIMIT}

intents = discord.Intents.default()
intents.message_content = True
client = discord.Client(intents=intents)
${byConversation ? `\n\n${PYTHON_CONVERSATION_MAP}` : ''}

async def ask_assistant(question: str, chat: str) -> str:
    headers = {"Authorization": f"Bearer {API_KEY}"}
    ${pythonPayload(continueWith, 'chat')}
    timeout = aiohttp.ClientTimeout(total=${REQUEST_TIMEOUT_SECONDS})
    try:
        async with aiohttp.ClientSession(timeout=timeout) as session:
            async with session.post(API_URL, json=payload, headers=headers) as reply:
                if reply.status != 200:
                    return APOLOGY
                data = await reply.json()${byConversation ? '\n                remember_conversation(chat, data.get("conversationId"))' : ''}
                return data.get("response") or APOLOGY
    except Exception:
        return APOLOGY


def split_message(text: str, limit: int = LIMIT) -> list[str]:
    return [text[i : i + limit] for i in range(0, len(text), limit)] or [APOLOGY]


@client.event
async def on_ready():
    print(f"Logged in as {client.user}")


@client.event
async def on_message(message: discord.Message):
    if message.author.bot:
        return
    is_direct = isinstance(message.channel, discord.DMChannel)
    if not is_direct and client.user not in message.mentions:
        return
    question = message.content.replace(f"<@{client.user.id}>", "").strip()
    if not question:
        return
    async with message.channel.typing():
        answer = await ask_assistant(question, ${byConversation ? 'f"{message.channel.id}:{message.author.id}"' : 'f"discord-{message.channel.id}"'})
    for part in split_message(answer):
        await message.channel.send(part)


client.run(DISCORD_TOKEN)
`,
  };
}
