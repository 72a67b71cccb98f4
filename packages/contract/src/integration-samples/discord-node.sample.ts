import { JS_CONVERSATION_MAP } from './conversation-map.ts';
import type { ConversationKey, PlatformSample } from './platform-sample.ts';
import { APOLOGY_MESSAGE, DISCORD_MESSAGE_LIMIT, REQUEST_TIMEOUT_SECONDS, chatEndpointUrl, quote, sampleApiKey } from './sample-params.ts';

/** A discord.js bot (Node.js 18+, built-in fetch) that answers mentions and direct messages. */
export function discordNodeSample(continueWith: ConversationKey): PlatformSample {
  const byConversation = continueWith === 'conversationId';
  return {
    id: 'discord-node',
    label: 'Discord (Node.js)',
    language: 'javascript',
    fileName: 'discord-bot.mjs',
    install: 'npm install discord.js',
    steps: [
      'Create an application at https://discord.com/developers/applications and add a Bot to it.',
      'Under Bot, turn on the Message Content Intent and copy the bot token.',
      'Invite the bot with the OAuth2 URL generator (scopes: bot; permissions: Send Messages, Read Message History).',
      'Save the code below as discord-bot.mjs and set DISCORD_TOKEN in your environment.',
      'Run node discord-bot.mjs (Node.js 18 or newer), then mention the bot or send it a direct message.',
    ],
    guide: [
      'Start the bot: it prints "Logged in as ..." once connected to Discord.',
      'Send the bot a direct message, or mention it in a channel it can read.',
      byConversation
        ? 'Each user has one conversation per channel: the bot sends the conversationId of their first answer with their next messages.'
        : 'Each channel is one conversation: the bot sends the channel as the sessionId.',
      'Replies longer than 2,000 characters are sent as several messages.',
      'Keep it running with a process manager (pm2, systemd, Docker) so it stays online.',
    ],
    generate: (params) => `import { Client, Events, GatewayIntentBits, Partials } from 'discord.js';

const API_URL = ${quote(chatEndpointUrl(params))};
const API_KEY = process.env.SITELINE_API_KEY || ${quote(sampleApiKey(params))};
const APOLOGY = ${quote(APOLOGY_MESSAGE)};
const LIMIT = ${DISCORD_MESSAGE_LIMIT};

const client = new Client({
  intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages, GatewayIntentBits.MessageContent, GatewayIntentBits.DirectMessages],
  partials: [Partials.Channel],
});
${byConversation ? `\n${JS_CONVERSATION_MAP}` : ''}
async function askAssistant(question, chat) {
  try {
    const reply = await fetch(API_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: \`Bearer \${API_KEY}\` },
      body: JSON.stringify({ message: question, ${byConversation ? 'conversationId: conversations.get(chat)' : 'sessionId: chat'} }),
      signal: AbortSignal.timeout(${REQUEST_TIMEOUT_SECONDS * 1000}),
    });
    if (!reply.ok) return APOLOGY;
    const data = await reply.json();${byConversation ? '\n    rememberConversation(chat, data.conversationId);' : ''}
    return data.response || APOLOGY;
  } catch {
    return APOLOGY;
  }
}

function splitMessage(text, limit = LIMIT) {
  const parts = [];
  for (let i = 0; i < text.length; i += limit) parts.push(text.slice(i, i + limit));
  return parts.length > 0 ? parts : [''];
}

client.once(Events.ClientReady, (ready) => console.log(\`Logged in as \${ready.user.tag}\`));

client.on(Events.MessageCreate, async (message) => {
  if (message.author.bot) return;
  const isDirect = !message.guild;
  if (!isDirect && !message.mentions.has(client.user)) return;
  const question = message.content.replaceAll(\`<@\${client.user.id}>\`, '').trim();
  if (!question) return;
  await message.channel.sendTyping();
  const answer = await askAssistant(question, ${byConversation ? '`${message.channel.id}:${message.author.id}`' : '`discord-${message.channel.id}`'});
  for (const part of splitMessage(answer)) await message.channel.send(part);
});

client.login(process.env.DISCORD_TOKEN);
`,
  };
}
