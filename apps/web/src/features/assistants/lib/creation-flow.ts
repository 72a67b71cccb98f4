import { CREATION_STEPS, STEP_PROGRESS, type Assistant, type CreationStep, type ProgressEvent } from '@siteline/contract';

/** The overlay lists at most this many extracted pages, newest first. */
export const MAX_EXTRACTED_SHOWN = 4;
export const CONNECTION_LOST_MESSAGE = 'Connection lost. Please try again.';
export const UNKNOWN_ERROR_MESSAGE = 'Unknown error occurred';

export type CreationPhase = 'connecting' | 'running' | 'background' | 'done' | 'error';
export type StepStatus = 'pending' | 'active' | 'completed';
export type ExtractedPage = NonNullable<ProgressEvent['extracted']>;

export interface CreationState {
  phase: CreationPhase;
  isConnected: boolean;
  step: CreationStep | null;
  progress: number;
  message: string;
  pagesFound: number;
  extracted: ExtractedPage[];
  assistant: Assistant | null;
  error: string | null;
}

export type CreationAction =
  | { type: 'event'; event: ProgressEvent }
  | { type: 'created'; assistant: Assistant }
  | { type: 'disconnected' }
  | { type: 'fail'; message: string }
  | { type: 'reset' };

export const initialCreationState: CreationState = {
  phase: 'connecting',
  isConnected: false,
  step: null,
  progress: 0,
  message: 'Connecting to the progress stream...',
  pagesFound: 0,
  extracted: [],
  assistant: null,
  error: null,
};

function isStep(value: unknown): value is CreationStep {
  return (CREATION_STEPS as readonly unknown[]).includes(value);
}

function isFinal(state: CreationState): boolean {
  return state.phase === 'done' || state.phase === 'error';
}

function applyEvent(state: CreationState, event: ProgressEvent): CreationState {
  // Once handed off, the hand-off note stays on screen while counts keep updating.
  const message = state.phase === 'background' ? state.message : (event.message ?? state.message);
  switch (event.type) {
    case 'connected':
      return { ...state, isConnected: true, phase: state.phase === 'connecting' ? 'running' : state.phase, message };
    case 'progress': {
      const step = isStep(event.step) ? event.step : state.step;
      const reached = event.progress ?? (step ? STEP_PROGRESS[step] : state.progress);
      // Never move the bar or the step backwards if events arrive out of order.
      const isLater = step !== null && (state.step === null || CREATION_STEPS.indexOf(step) >= CREATION_STEPS.indexOf(state.step));
      return { ...state, step: isLater ? step : state.step, progress: Math.max(state.progress, reached), message };
    }
    case 'pages-found':
      return { ...state, pagesFound: Math.max(state.pagesFound, event.pagesFound ?? 0), message };
    case 'extracted':
      if (!event.extracted) return state;
      return { ...state, extracted: [event.extracted, ...state.extracted.filter((p) => p.url !== event.extracted?.url)].slice(0, MAX_EXTRACTED_SHOWN) };
    case 'done':
      return {
        ...state,
        phase: 'done',
        progress: STEP_PROGRESS.done,
        step: 'generating',
        assistant: event.assistant ?? state.assistant,
        message: event.message ?? 'Your AI assistant is ready!',
      };
    case 'error':
      return { ...state, phase: 'error', error: event.message || UNKNOWN_ERROR_MESSAGE };
    case 'background-transition':
    case 'background-info':
      return { ...state, phase: 'background', progress: STEP_PROGRESS.done, message: event.message ?? state.message };
    default:
      return state;
  }
}

/** The overlay's state machine: server events, the create call's answer and connection loss. */
export function creationReducer(state: CreationState, action: CreationAction): CreationState {
  if (action.type === 'reset') return initialCreationState;
  if (isFinal(state)) return action.type === 'created' ? { ...state, assistant: state.assistant ?? action.assistant } : state;
  switch (action.type) {
    case 'event':
      return applyEvent(state, action.event);
    case 'created':
      return { ...state, assistant: action.assistant };
    case 'disconnected':
      return { ...state, isConnected: false };
    case 'fail':
      return { ...state, phase: 'error', isConnected: false, error: action.message };
  }
}

/** Where one step card stands: completed before the current step, active on it, pending after. */
export function stepStatus(state: Pick<CreationState, 'phase' | 'step'>, step: CreationStep): StepStatus {
  if (state.phase === 'done' || state.phase === 'background') return 'completed';
  if (state.step === null) return step === CREATION_STEPS[0] && state.phase === 'running' ? 'active' : 'pending';
  const current = CREATION_STEPS.indexOf(state.step);
  const index = CREATION_STEPS.indexOf(step);
  if (index < current) return 'completed';
  return index === current ? 'active' : 'pending';
}

/** Elapsed time as m:ss (e.g. 65 000 ms -> '1:05'). */
export function formatElapsed(ms: number): string {
  const totalSeconds = Math.max(0, Math.floor(ms / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
