import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { creationReducer, initialCreationState, type CreationState } from '../lib/creation-flow.ts';
import { CreationProgressOverlay } from './creation-progress-overlay.tsx';

const page = (n: number) => ({ type: 'extracted' as const, extracted: { url: `https://shop.example/p${n}`, title: `Page ${n}`, summary: `About page ${n}` } });

function stateAfter(events: Parameters<typeof creationReducer>[1][]): CreationState {
  return events.reduce(creationReducer, initialCreationState);
}

describe('CreationProgressOverlay', () => {
  it('shows the title, live status, pages found, step states and at most 4 extracted pages', () => {
    const state = stateAfter([
      { type: 'event', event: { type: 'connected' } },
      { type: 'event', event: { type: 'progress', step: 'extracting', message: 'Extracting content from pages' } },
      { type: 'event', event: { type: 'pages-found', pagesFound: 12, message: '5 pages analyzed' } },
      ...[1, 2, 3, 4, 5].map((n) => ({ type: 'event' as const, event: page(n) })),
    ]);
    render(<CreationProgressOverlay state={state} startedAt={Date.now() - 65_000} onCancel={() => undefined} />);
    const overlay = screen.getByRole('dialog', { name: 'Intelligent Web Scraping' });
    expect(within(overlay).getByText('Connected')).toBeTruthy();
    expect(within(overlay).getByTestId('pages-found').textContent).toBe('12');
    expect(within(overlay).getByText('1:05')).toBeTruthy();
    expect(within(overlay).getByText('60%')).toBeTruthy();
    expect(within(overlay).getByText('5 pages analyzed')).toBeTruthy();
    expect(within(overlay).getByLabelText('Discovering Pages: Completed')).toBeTruthy();
    expect(within(overlay).getByLabelText('Extracting Content: In progress')).toBeTruthy();
    expect(within(overlay).getByLabelText('Generating Assistant: Pending')).toBeTruthy();
    const items = within(within(overlay).getByRole('list', { name: 'Extracted Data' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Page 5About page 5', 'Page 4About page 4', 'Page 3About page 3', 'Page 2About page 2']);
  });

  it("reads 'Connecting' before the stream answers and offers Cancel Process", () => {
    let cancelled = 0;
    render(<CreationProgressOverlay state={initialCreationState} startedAt={Date.now()} onCancel={() => (cancelled += 1)} />);
    expect(screen.getByText('Connecting')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Process' }));
    expect(cancelled).toBe(1);
  });

  it('shows the failure and a Close button after an error', () => {
    const state = stateAfter([{ type: 'fail', message: 'Connection lost. Please try again.' }]);
    render(<CreationProgressOverlay state={state} startedAt={Date.now()} onCancel={() => undefined} />);
    expect(screen.getByText('Connection lost. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});
