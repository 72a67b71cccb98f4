import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useDictation } from './use-dictation.ts';
import { useVoiceReply } from './use-voice-reply.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

class FakeUtterance {
  lang = '';
  constructor(readonly text: string) {}
}

describe('useVoiceReply', () => {
  it("speaks with the browser's voice in the assistant's language when the server has no provider (501)", async () => {
    const spoken: FakeUtterance[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'not configured' }), { status: 501 })),
    );
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    vi.stubGlobal('speechSynthesis', { cancel: vi.fn(), speak: (u: FakeUtterance) => spoken.push(u) });
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { result } = renderHook(() => useVoiceReply('fr'));
    await act(() => result.current.speak('Nous ouvrons à **8 h**. Voir [horaires](https://a.example/h).'));
    expect(spoken).toHaveLength(1);
    expect(spoken[0]).toMatchObject({ text: 'Nous ouvrons à 8 h. Voir horaires.', lang: 'fr' });
  });

  it('only logs when no voice is available at all', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const { result } = renderHook(() => useVoiceReply('en'));
    await act(() => result.current.speak('Hello'));
    expect(warn).toHaveBeenCalled();
  });

  it('toggles on and off', () => {
    const { result } = renderHook(() => useVoiceReply('en'));
    expect(result.current.isEnabled).toBe(false);
    act(() => result.current.toggle());
    expect(result.current.isEnabled).toBe(true);
  });
});

describe('useDictation', () => {
  it('is unsupported without a speech recognition API', () => {
    const { result } = renderHook(() => useDictation('en', () => undefined));
    expect(result.current.isSupported).toBe(false);
  });

  it('passes finished phrases on in the assistant language and stops when toggled off', () => {
    const instances: FakeRecognition[] = [];
    class FakeRecognition {
      lang = '';
      continuous = false;
      interimResults = true;
      onresult: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      isStarted = false;
      constructor() {
        instances.push(this);
      }
      start() {
        this.isStarted = true;
      }
      stop() {
        this.isStarted = false;
        this.onend?.();
      }
    }
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const heard: string[] = [];
    const { result } = renderHook(() => useDictation('de', (text) => heard.push(text)));
    expect(result.current.isSupported).toBe(true);
    act(() => result.current.toggle());
    expect(result.current.isListening).toBe(true);
    const recognition = instances[0]!;
    expect(recognition.lang).toBe('de');
    act(() =>
      recognition.onresult?.({
        resultIndex: 0,
        results: { length: 2, 0: { isFinal: true, 0: { transcript: ' Wann öffnen Sie? ' } }, 1: { isFinal: false, 0: { transcript: 'und' } } },
      }),
    );
    expect(heard).toEqual(['Wann öffnen Sie?']);
    act(() => result.current.toggle());
    expect(result.current.isListening).toBe(false);
    expect(recognition.isStarted).toBe(false);
  });
});
