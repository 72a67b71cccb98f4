import { toApiError } from '../../../lib/api-error.ts';
import { getStoredToken } from '../../../lib/session-storage.ts';

/** POST /api/voice/synthesize: the server's speech audio of `text`; throws ApiError (501 when no provider is configured). */
export async function requestSpeechAudio(text: string, language: string, signal?: AbortSignal): Promise<Blob> {
  const token = getStoredToken();
  const response = await fetch('/api/voice/synthesize', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ text, language }),
    credentials: 'include',
    signal,
  });
  if (!response.ok) throw await toApiError(response);
  return response.blob();
}
