import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/voice/synthesize: the server's speech audio of `text`; throws ApiError (501 when no provider is configured). */
export async function requestSpeechAudio(text: string, language: string, signal?: AbortSignal): Promise<Blob> {
  const response = await apiFetch('POST', '/api/voice/synthesize', { text, language }, { signal, silent: true });
  return response.blob();
}
