import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { Assistant, CreateAssistantInput, ProgressEvent } from '@siteline/contract';
import { toast } from '../../../hooks/use-toast.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { createAssistantRequest } from '../../../api/assistants.api.ts';
import { openProgressStream, type ProgressStream } from '../api/progress-stream.ts';
import { ASSISTANT_LIMIT_TOAST, classifyCreateError, CREATE_FAILED_MESSAGE } from '../lib/create-error.ts';
import { CONNECTION_LOST_MESSAGE, creationReducer, initialCreationState } from '../lib/creation-flow.ts';
import { useLatest } from '../../../hooks/use-latest.ts';

export const CREATE_TRIGGER_DELAY_MS = 100;
export const BACKGROUND_HANDOFF_DELAY_MS = 2000;
export const STREAM_FAILURE_GRACE_MS = 3000;
const RECONNECT_DELAY_MS = 1000;
/** How long the finished overlay stays up so the user sees 100% before it closes. */
const DONE_LINGER_MS = 1200;
export const CREATED_TOAST_TEXT = 'AI assistant created successfully.';

export interface CreationResult {
  assistant: Assistant | null;
  isBackground: boolean;
}

export interface UseCreationFlowOptions {
  /** The assistant exists and its first pass is done (or continues in the background). */
  onComplete: (result: CreationResult) => void;
  /** The create call itself failed for a reason the form can fix (not a plan limit). */
  onCreateRejected: () => void;
}

type Timer = ReturnType<typeof setTimeout>;

/**
 * The creation flow of spec 02 section 4: open the progress stream for a fresh session id, fire
 * the create call once connected, follow the steps, and finish on done, error, hand-off or cancel.
 */
export function useCreationFlow({ onComplete, onCreateRejected }: UseCreationFlowOptions) {
  const [state, dispatch] = useReducer(creationReducer, initialCreationState);
  const [isOpen, setIsOpen] = useState(false);
  const [startedAt, setStartedAt] = useState(0);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const run = useRef<{
    id: number;
    stream: ProgressStream | null;
    timers: Set<Timer>;
    isPostScheduled: boolean;
    isPosted: boolean;
    isConnected: boolean;
    graceTimer: Timer | null;
  }>({
    id: 0,
    stream: null,
    timers: new Set(),
    isPostScheduled: false,
    isPosted: false,
    isConnected: false,
    graceTimer: null,
  });
  const callbacks = useLatest({ onComplete, onCreateRejected });

  const refreshLists = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.assistants });
    void queryClient.invalidateQueries({ queryKey: queryKeys.usage });
    void queryClient.invalidateQueries({ queryKey: queryKeys.subscriptionLimits });
  }, [queryClient]);

  const stopRun = useCallback(() => {
    const current = run.current;
    current.stream?.close();
    current.stream = null;
    current.timers.forEach(clearTimeout);
    current.timers.clear();
    current.graceTimer = null;
    current.id += 1;
  }, []);

  useEffect(() => stopRun, [stopRun]);

  const start = useCallback(
    (input: Omit<CreateAssistantInput, 'sessionId'>) => {
      stopRun();
      const runId = run.current.id;
      const current = run.current;
      current.isPostScheduled = false;
      current.isPosted = false;
      current.isConnected = false;
      const sessionId = crypto.randomUUID();
      const isLive = () => run.current.id === runId;
      const later = (fn: () => void, ms: number): Timer => {
        const timer = setTimeout(() => {
          current.timers.delete(timer);
          if (isLive()) fn();
        }, ms);
        current.timers.add(timer);
        return timer;
      };

      const finish = (result: CreationResult) => {
        stopRun();
        refreshLists();
        toast({
          title: 'Success',
          description: result.isBackground ? `${CREATED_TOAST_TEXT} More pages are still being added in the background.` : CREATED_TOAST_TEXT,
        });
        callbacks.current.onComplete(result);
      };

      const post = () => {
        current.isPosted = true;
        createAssistantRequest({ ...input, sessionId })
          .then((assistant) => {
            refreshLists();
            if (isLive()) dispatch({ type: 'created', assistant });
          })
          .catch((error: unknown) => {
            if (!isLive()) return;
            stopRun();
            setIsOpen(false);
            const kind = classifyCreateError(error);
            // The app shell already toasts the scraping quota and redirects to /billing.
            if (kind === 'scraping-limit') return;
            if (kind === 'assistant-limit') {
              toast({ variant: 'destructive', ...ASSISTANT_LIMIT_TOAST, action: { label: 'Upgrade Plan', onClick: () => navigate('/billing') } });
              return;
            }
            toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, CREATE_FAILED_MESSAGE) });
            callbacks.current.onCreateRejected();
          });
      };

      const onEvent = (event: ProgressEvent) => {
        if (!isLive()) return;
        dispatch({ type: 'event', event });
        if (event.type === 'connected') {
          current.isConnected = true;
          if (current.graceTimer) clearTimeout(current.graceTimer);
          current.graceTimer = null;
          if (!current.isPostScheduled) {
            current.isPostScheduled = true;
            later(post, CREATE_TRIGGER_DELAY_MS);
          }
        } else if (event.type === 'done') {
          later(() => {
            setIsOpen(false);
            finish({ assistant: event.assistant ?? null, isBackground: false });
          }, DONE_LINGER_MS);
          current.stream?.close();
        } else if (event.type === 'error') {
          stopRun();
          refreshLists();
          toast({ variant: 'destructive', title: 'Error', description: event.message || 'Unknown error occurred' });
        } else if (event.type === 'background-transition' || event.type === 'background-info') {
          later(() => {
            setIsOpen(false);
            finish({ assistant: null, isBackground: true });
          }, BACKGROUND_HANDOFF_DELAY_MS);
        }
      };

      const connect = () => {
        current.stream = openProgressStream(sessionId, { onEvent, onError });
      };

      function onError() {
        if (!isLive()) return;
        current.isConnected = false;
        dispatch({ type: 'disconnected' });
        // A fresh connection still learns the outcome: the server replays a finished crawl's result.
        later(connect, RECONNECT_DELAY_MS);
        if (current.graceTimer) return;
        current.graceTimer = later(() => {
          current.graceTimer = null;
          if (current.isConnected) return;
          stopRun();
          dispatch({ type: 'fail', message: CONNECTION_LOST_MESSAGE });
          if (current.isPosted) refreshLists();
        }, STREAM_FAILURE_GRACE_MS);
      }

      dispatch({ type: 'reset' });
      setStartedAt(Date.now());
      setIsOpen(true);
      connect();
    },
    [callbacks, navigate, refreshLists, stopRun],
  );

  /** Cancel Process / Close: stops listening; an assistant already created stays and keeps crawling. */
  const cancel = useCallback(() => {
    const wasPosted = run.current.isPosted;
    stopRun();
    setIsOpen(false);
    if (wasPosted) {
      refreshLists();
      if (state.phase !== 'error')
        toast({ title: 'Creation continues in the background', description: 'Your assistant will appear on the dashboard as its website is scraped.' });
    }
  }, [refreshLists, state.phase, stopRun]);

  return { state, isOpen, startedAt, start, cancel };
}
