import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

export interface SentDiscordMessage {
  channelId: string;
  content: string;
}

export interface DiscordStandIn {
  /** The REST base a client library is pointed at, with the API version (Discord's: https://discord.com/api/v10). */
  restUrl: string;
  /** The REST origin + '/api' (discord.js adds the version itself). */
  apiUrl: string;
  gatewayUrl: string;
  token: string;
  botUserId: string;
  /** Resolves once a client has identified and been sent READY. */
  whenReady(): Promise<void>;
  /** Dispatches MESSAGE_CREATE for a direct message from a user. */
  sendDirectMessage(channelId: string, content: string): void;
  /** The text channel of the one guild the bot is in. */
  guildChannelId: string;
  /**
   * Dispatches MESSAGE_CREATE for a message in the guild channel; `mentionBot` adds the bot to its
   * mentions; `author` 1 is a second guild member.
   */
  sendGuildMessage(content: string, mentionBot: boolean, author?: 0 | 1): void;
  sent: SentDiscordMessage[];
  typing: string[];
  /** REST calls the stand-in does not speak: a test can show them when a library changes. */
  unknownRoutes: string[];
  close(): Promise<void>;
}

const OP = { dispatch: 0, heartbeat: 1, identify: 2, hello: 10, heartbeatAck: 11 } as const;

/**
 * The parts of Discord a message bot uses: REST (current user, application, gateway discovery,
 * typing, create message) and the gateway websocket (Hello, heartbeats, Identify -> READY,
 * MESSAGE_CREATE dispatches), JSON encoding, API v10.
 */
export async function startDiscordStandIn(): Promise<DiscordStandIn> {
  const token = 'stand-in.bot.token';
  const botUserId = '1100000000000000001';
  const botUser = { id: botUserId, username: 'siteline-bot', discriminator: '0', global_name: 'Siteline', avatar: null, bot: true, flags: 0 };
  const visitor = { id: '1100000000000000002', username: 'visitor', discriminator: '0', global_name: 'Visitor', avatar: null };
  const secondVisitor = { ...visitor, id: '1100000000000000003', username: 'visitor2', global_name: 'Second Visitor' };
  const guildId = '1400000000000000001';
  const guildChannelId = '1400000000000000002';
  const guild = {
    id: guildId,
    name: 'Lumen Lamps',
    icon: null,
    splash: null,
    discovery_splash: null,
    banner: null,
    description: null,
    owner_id: visitor.id,
    afk_channel_id: null,
    afk_timeout: 300,
    verification_level: 0,
    default_message_notifications: 0,
    explicit_content_filter: 0,
    mfa_level: 0,
    nsfw_level: 0,
    premium_tier: 0,
    premium_subscription_count: 0,
    premium_progress_bar_enabled: false,
    preferred_locale: 'en-US',
    system_channel_id: null,
    system_channel_flags: 0,
    rules_channel_id: null,
    public_updates_channel_id: null,
    safety_alerts_channel_id: null,
    vanity_url_code: null,
    application_id: null,
    features: [],
    emojis: [],
    stickers: [],
    roles: [
      {
        id: guildId,
        name: '@everyone',
        color: 0,
        hoist: false,
        icon: null,
        unicode_emoji: null,
        position: 0,
        permissions: '3072',
        managed: false,
        mentionable: false,
        flags: 0,
      },
    ],
    joined_at: new Date().toISOString(),
    large: false,
    unavailable: false,
    member_count: 3,
    members: [],
    presences: [],
    voice_states: [],
    threads: [],
    stage_instances: [],
    guild_scheduled_events: [],
    channels: [
      {
        id: guildChannelId,
        type: 0,
        guild_id: guildId,
        name: 'general',
        position: 0,
        permission_overwrites: [],
        nsfw: false,
        parent_id: null,
        topic: null,
        last_message_id: null,
        rate_limit_per_user: 0,
        flags: 0,
      },
    ],
  };
  const member = {
    roles: [],
    joined_at: new Date().toISOString(),
    deaf: false,
    mute: false,
    flags: 0,
    nick: null,
    avatar: null,
    premium_since: null,
    pending: false,
  };
  const sent: SentDiscordMessage[] = [];
  const typing: string[] = [];
  const unknownRoutes: string[] = [];
  const sockets = new Set<WebSocket>();
  let sequence = 0;
  let snowflake = 1200000000000000000n;
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const messageObject = (channelId: string, author: object, content: string) => ({
    id: String(snowflake++),
    channel_id: channelId,
    author,
    content,
    timestamp: new Date().toISOString(),
    edited_timestamp: null,
    tts: false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    attachments: [],
    embeds: [],
    pinned: false,
    type: 0,
  });

  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const json = (status: number, body?: unknown) =>
        body === undefined ? response.writeHead(status).end() : response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (request.headers.authorization !== `Bot ${token}`) return json(401, { message: '401: Unauthorized', code: 0 });
      const route = `${request.method} ${(request.url ?? '').split('?')[0]!.replace(/^\/api\/v10/, '')}`;
      const channel = /^POST \/channels\/(\d+)\/(typing|messages)$/.exec(route);
      if (route === 'GET /users/@me') return json(200, botUser);
      if (route === 'GET /oauth2/applications/@me')
        return json(200, {
          id: botUserId,
          name: 'Siteline',
          icon: null,
          description: '',
          rpc_origins: [],
          bot_public: true,
          bot_require_code_grant: false,
          owner: visitor,
          summary: '',
          verify_key: '00',
          team: null,
          flags: 0,
        });
      if (route === 'GET /gateway/bot' || route === 'GET /gateway')
        return json(200, { url: gatewayUrl, shards: 1, session_start_limit: { total: 1000, remaining: 1000, reset_after: 0, max_concurrency: 1 } });
      if (channel?.[2] === 'typing') {
        typing.push(channel[1]!);
        return json(204);
      }
      if (channel?.[2] === 'messages') {
        const { content } = JSON.parse(raw) as { content: string };
        if (!content || content.length > 2000) return json(400, { message: 'Invalid Form Body', code: 50035 });
        sent.push({ channelId: channel[1]!, content });
        return json(200, messageObject(channel[1]!, botUser, content));
      }
      unknownRoutes.push(route);
      return json(404, { message: '404: Not Found', code: 0 });
    });
  });

  const gateway = new WebSocketServer({ server });
  const send = (socket: WebSocket, payload: object) => socket.send(JSON.stringify({ s: null, t: null, ...payload }));
  const dispatch = (socket: WebSocket, t: string, d: object) => send(socket, { op: OP.dispatch, t, s: ++sequence, d });
  gateway.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    send(socket, { op: OP.hello, d: { heartbeat_interval: 41_250 } });
    socket.on('message', (data) => {
      const { op, d } = JSON.parse(String(data)) as { op: number; d: { token?: string } };
      if (op === OP.heartbeat) send(socket, { op: OP.heartbeatAck });
      if (op !== OP.identify) return;
      if (d.token !== token && d.token !== `Bot ${token}`) return socket.close(4004, 'Authentication failed.');
      dispatch(socket, 'READY', {
        v: 10,
        user: botUser,
        guilds: [{ id: guildId, unavailable: true }],
        session_id: 'stand-in-session',
        resume_gateway_url: gatewayUrl,
        application: { id: botUserId, flags: 0 },
        private_channels: [],
        relationships: [],
        shard: [0, 1],
      });
      dispatch(socket, 'GUILD_CREATE', guild);
      markReady();
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const gatewayUrl = `ws://127.0.0.1:${port}`;
  return {
    apiUrl: `http://127.0.0.1:${port}/api`,
    restUrl: `http://127.0.0.1:${port}/api/v10`,
    gatewayUrl,
    token,
    botUserId,
    whenReady: () => ready,
    sendDirectMessage(channelId, content) {
      // channel_type 1 (DM) as Discord sends it: libraries build the DM channel from it.
      for (const socket of sockets) dispatch(socket, 'MESSAGE_CREATE', { ...messageObject(channelId, visitor, content), channel_type: 1 });
    },
    guildChannelId,
    sendGuildMessage(content, mentionBot, author = 0) {
      const message = {
        ...messageObject(guildChannelId, author === 1 ? secondVisitor : visitor, content),
        guild_id: guildId,
        member,
        mentions: mentionBot ? [{ ...botUser, member: { ...member, roles: [] } }] : [],
        channel_type: 0,
      };
      for (const socket of sockets) dispatch(socket, 'MESSAGE_CREATE', message);
    },
    sent,
    typing,
    unknownRoutes,
    close() {
      for (const socket of sockets) socket.terminate();
      gateway.close();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
