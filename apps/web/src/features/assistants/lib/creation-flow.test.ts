import { describe, expect, it } from 'vitest';
import type { Assistant, ProgressEvent } from '@siteline/contract';
import {
  CONNECTION_LOST_MESSAGE,
  creationReducer,
  formatElapsed,
  initialCreationState,
  stepStatus,
  UNKNOWN_ERROR_MESSAGE,
  type CreationState,
} from './creation-flow.ts';

const run = (events: ProgressEvent[], from: CreationState = initialCreationState) =>
  events.reduce((state, event) => creationReducer(state, { type: 'event', event }), from);

const assistant = { id: 'a1', name: 'Harbor & Vine' } as Assistant;

describe('creationReducer', () => {
  it('is connecting until the stream says connected', () => {
    expect(initialCreationState.isConnected).toBe(false);
    const state = run([{ type: 'connected' }]);
    expect(state).toMatchObject({ isConnected: true, phase: 'running' });
  });

  it('moves through the steps with the percentages of the spec', () => {
    const state = run([{ type: 'connected' }, { type: 'progress', step: 'initializing' }, { type: 'progress', step: 'extracting' }]);
    expect(state.step).toBe('extracting');
    expect(state.progress).toBe(60);
    expect(stepStatus(state, 'initializing')).toBe('completed');
    expect(stepStatus(state, 'discovering')).toBe('completed');
    expect(stepStatus(state, 'extracting')).toBe('active');
    expect(stepStatus(state, 'processing')).toBe('pending');
  });

  it('never moves the bar or the step backwards', () => {
    const state = run([
      { type: 'progress', step: 'processing', progress: 80 },
      { type: 'progress', step: 'discovering', progress: 30 },
    ]);
    expect(state).toMatchObject({ step: 'processing', progress: 80 });
  });

  it('counts pages found and keeps only the 4 newest extracted pages', () => {
    const extracted = (n: number): ProgressEvent => ({ type: 'extracted', extracted: { url: `/p${n}`, title: `Page ${n}`, summary: '' } });
    const state = run([{ type: 'pages-found', pagesFound: 12 }, ...[1, 2, 3, 4, 5].map(extracted)]);
    expect(state.pagesFound).toBe(12);
    expect(state.extracted.map((p) => p.title)).toEqual(['Page 5', 'Page 4', 'Page 3', 'Page 2']);
  });

  it('completes with the assistant at 100% and every step completed', () => {
    const state = run([
      { type: 'progress', step: 'discovering' },
      { type: 'done', progress: 100, assistant },
    ]);
    expect(state).toMatchObject({ phase: 'done', progress: 100, assistant });
    expect(stepStatus(state, 'generating')).toBe('completed');
  });

  it('keeps the assistant from the create call when done carries none', () => {
    const created = creationReducer(initialCreationState, { type: 'created', assistant });
    expect(run([{ type: 'done' }], created).assistant).toBe(assistant);
  });

  it('reports the error message, or a default when the event has none', () => {
    expect(run([{ type: 'error', message: 'Could not reach the website' }]).error).toBe('Could not reach the website');
    expect(run([{ type: 'error' }]).error).toBe(UNKNOWN_ERROR_MESSAGE);
  });

  it('hands off to the background with the server message', () => {
    const state = run([
      { type: 'pages-found', pagesFound: 20, message: '20 pages analyzed' },
      { type: 'background-transition', message: 'Large site: the rest continues in the background' },
      { type: 'pages-found', pagesFound: 21, message: '21 pages analyzed' },
    ]);
    expect(state).toMatchObject({ phase: 'background', progress: 100, pagesFound: 21, message: 'Large site: the rest continues in the background' });
    expect(stepStatus(state, 'generating')).toBe('completed');
  });

  it('ignores events after the flow has ended', () => {
    const done = run([{ type: 'done', assistant }]);
    expect(run([{ type: 'error', message: 'late' }], done).phase).toBe('done');
    expect(creationReducer(done, { type: 'fail', message: CONNECTION_LOST_MESSAGE }).phase).toBe('done');
  });

  it('fails with the connection-lost message', () => {
    const state = creationReducer(run([{ type: 'connected' }]), { type: 'fail', message: CONNECTION_LOST_MESSAGE });
    expect(state).toMatchObject({ phase: 'error', isConnected: false, error: 'Connection lost. Please try again.' });
  });
});

describe('formatElapsed', () => {
  it('shows minutes and zero-padded seconds', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(9_999)).toBe('0:09');
    expect(formatElapsed(65_000)).toBe('1:05');
    expect(formatElapsed(600_000)).toBe('10:00');
  });
});
