import { useCallback, useEffect, useRef, useState } from 'react';
import { useLatest } from '../../../hooks/use-latest.ts';

interface RecognitionResultList {
  length: number;
  [index: number]: { isFinal: boolean; 0: { transcript: string } };
}
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { resultIndex: number; results: RecognitionResultList }) => void) | null;
  onend: (() => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  start: () => void;
  stop: () => void;
}
type RecognitionConstructor = new () => Recognition;

/** The browser's speech recognition constructor (standard or WebKit-prefixed), if it has one. */
export function getSpeechRecognition(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const scope = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

/**
 * The microphone toggle: dictation in the assistant's language. Each finished phrase is passed to
 * `onText`; listening stops when toggled off, on an error, or when the browser ends it.
 */
export function useDictation(language: string, onText: (text: string) => void) {
  const [isListening, setIsListening] = useState(false);
  const recognitionRef = useRef<Recognition | null>(null);
  const onTextRef = useLatest(onText);
  const isSupported = getSpeechRecognition() !== null;

  const stop = useCallback(() => {
    recognitionRef.current?.stop();
    recognitionRef.current = null;
    setIsListening(false);
  }, []);

  useEffect(() => stop, [stop]);

  const start = useCallback(() => {
    const Constructor = getSpeechRecognition();
    if (!Constructor) return;
    const recognition = new Constructor();
    recognition.lang = language;
    recognition.continuous = true;
    recognition.interimResults = false;
    recognition.onresult = (event) => {
      for (let i = event.resultIndex; i < event.results.length; i += 1) {
        const result = event.results[i];
        const transcript = result?.[0].transcript.trim();
        if (result?.isFinal && transcript) onTextRef.current(transcript);
      }
    };
    recognition.onerror = (event) => console.warn('Dictation stopped:', event.error);
    recognition.onend = () => {
      if (recognitionRef.current === recognition) recognitionRef.current = null;
      setIsListening(false);
    };
    try {
      recognition.start();
      recognitionRef.current = recognition;
      setIsListening(true);
    } catch (error) {
      console.warn('Dictation could not start:', error);
    }
  }, [language, onTextRef]);

  const toggle = useCallback(() => (isListening ? stop() : start()), [isListening, start, stop]);
  return { isSupported, isListening, toggle };
}
