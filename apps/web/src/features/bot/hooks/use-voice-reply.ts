import { useCallback, useEffect, useRef, useState } from 'react';
import { requestSpeechAudio } from '../api/voice.api.ts';
import { markdownToPlainText } from '@siteline/contract';

/** Speaks text with the browser's own speech synthesis in the assistant's language. */
function speakWithBrowser(text: string, language: string): void {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) throw new Error('Speech synthesis is not available in this browser');
  window.speechSynthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = language;
  window.speechSynthesis.speak(utterance);
}

/**
 * The voice-reply toggle: when on, each reply is spoken — the server's audio when a provider is
 * configured, otherwise (501 or any failure) the browser's speech synthesis. Failures are only logged.
 */
export function useVoiceReply(language: string) {
  const [isEnabled, setIsEnabled] = useState(false);
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  const stop = useCallback(() => {
    abortRef.current?.abort();
    audioRef.current?.pause();
    audioRef.current = null;
    if (typeof window !== 'undefined' && 'speechSynthesis' in window) window.speechSynthesis.cancel();
  }, []);

  useEffect(() => stop, [stop]);

  const speak = useCallback(
    async (markdown: string) => {
      const text = markdownToPlainText(markdown).slice(0, 4096);
      if (!text) return;
      stop();
      const controller = new AbortController();
      abortRef.current = controller;
      try {
        const audioBlob = await requestSpeechAudio(text, language, controller.signal);
        const url = URL.createObjectURL(audioBlob);
        const audio = new Audio(url);
        audio.addEventListener('ended', () => URL.revokeObjectURL(url), { once: true });
        audioRef.current = audio;
        await audio.play();
      } catch (error) {
        if (controller.signal.aborted) return;
        console.info('Server speech unavailable, using the browser voice:', error instanceof Error ? error.message : error);
        try {
          speakWithBrowser(text, language);
        } catch (fallbackError) {
          console.warn('Voice reply failed:', fallbackError);
        }
      }
    },
    [language, stop],
  );

  const toggle = useCallback(() => {
    setIsEnabled((on) => {
      if (on) stop();
      return !on;
    });
  }, [stop]);

  return { isEnabled, toggle, speak };
}
