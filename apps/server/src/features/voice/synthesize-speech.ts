import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';

const TIMEOUT_MS = 30_000;
const VOICE_NOT_CONFIGURED_MESSAGE =
  "Speech synthesis is not configured on this server (set LLM_BASE_URL and TTS_MODEL). The app speaks replies with the browser's own speech synthesis instead.";

/** Asks the configured OpenAI-compatible `/audio/speech` endpoint for audio of `text`. */
export async function synthesizeSpeech(ctx: AppContext, text: string): Promise<{ audio: Buffer; contentType: string }> {
  const { llm, ttsModel } = ctx.config;
  if (!llm || !ttsModel) throw new AppError('NOT_CONFIGURED', VOICE_NOT_CONFIGURED_MESSAGE);
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
