import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { rateLimitKeyForIp } from '../../lib/client-ip.ts';
import { enforceLimits } from '../../lib/rate-limit.ts';

const TIMEOUT_MS = 30_000;
const VOICE_NOT_CONFIGURED_MESSAGE =
  "Speech synthesis is not configured on this server (set LLM_BASE_URL and TTS_MODEL). The app speaks replies with the browser's own speech synthesis instead.";

/** Each synthesis is a paid provider call: a user reading replies aloud needs a few a minute. */
const PER_USER_PER_MINUTE = 20;
const PER_IP_PER_MINUTE = 60;

/** Asks the configured OpenAI-compatible `/audio/speech` endpoint for audio of `text`, within rate limits. */
export async function synthesizeSpeech(ctx: AppContext, caller: { userId: string; ip: string }, text: string): Promise<{ audio: Buffer; contentType: string }> {
  const { llm, ttsModel } = ctx.config;
  if (!llm || !ttsModel) throw new AppError('NOT_CONFIGURED', VOICE_NOT_CONFIGURED_MESSAGE);
  await enforceLimits(
    ctx.limiter,
    [
      { key: `tts:user:${caller.userId}`, limit: PER_USER_PER_MINUTE, windowMs: 60_000 },
      { key: `tts:ip:${rateLimitKeyForIp(caller.ip)}`, limit: PER_IP_PER_MINUTE, windowMs: 60_000 },
    ],
    'Too many speech requests.',
  );
  let response: Response;
  try {
    response = await fetch(`${llm.baseUrl.replace(/\/$/, '')}/audio/speech`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(llm.apiKey ? { authorization: `Bearer ${llm.apiKey}` } : {}) },
      body: JSON.stringify({ model: ttsModel, input: text, voice: 'alloy', response_format: 'mp3' }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    ctx.log.warn({ err: error }, 'speech provider unreachable');
    throw new AppError('UPSTREAM_FAILED', 'The speech service did not respond. Please try again.');
  }
  if (!response.ok) {
    ctx.log.warn({ status: response.status }, 'speech provider refused');
    throw new AppError('UPSTREAM_FAILED', `The speech service failed (HTTP ${response.status}).`);
  }
  return { audio: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? 'audio/mpeg' };
}
