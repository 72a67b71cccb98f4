import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { PLANS, chatRequestSchema, createAssistantInputSchema, MESSAGE_MAX } from '@siteline/contract';
import { DocsPage } from './docs-page.tsx';
import { CHAT_REQUEST_FIELDS, CREATE_ASSISTANT_FIELDS } from './docs-fields.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('DocsPage', () => {
  it('has the six tabs and links the interactive API reference', () => {
    render(<DocsPage />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Overview', 'Embedding', 'Chat API', 'Assistants', 'Limits', 'Examples']);
    expect(screen.getByRole('link', { name: 'API Reference' }).getAttribute('href')).toBe('/api-reference/');
    expect(screen.getByText(`${window.location.origin}/api`)).toBeTruthy();
  });

  it('documents the chat endpoint with its fields and an example call', () => {
    render(<DocsPage />);
    fireEvent.click(screen.getByRole('tab', { name: 'Chat API' }));
    expect(screen.getByText('POST /api/chat/{assistantId}')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'conversationHistory' })).toBeTruthy();
    expect(screen.getAllByRole('figure')[0]!.textContent).toContain(`${window.location.origin}/api/chat/YOUR_ASSISTANT_ID`);
  });

  it('shows the plan limits the server enforces', () => {
    render(<DocsPage />);
    fireEvent.click(screen.getByRole('tab', { name: 'Limits' }));
    const monthly = screen.getByRole('cell', { name: 'Messages per month' }).closest('tr')!;
    expect(
      within(monthly)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Messages per month',
      ...Object.values(PLANS).map((plan) => (plan.limits.maxMessagesPerMonth === -1 ? 'Unlimited' : plan.limits.maxMessagesPerMonth.toLocaleString('en-US'))),
    ]);
    expect(screen.getByText(`${MESSAGE_MAX.toLocaleString('en-US')} characters`)).toBeTruthy();
  });

  it("shows 'Copied!' on a code block's button for 2 seconds", async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    vi.useFakeTimers();
    render(<DocsPage />);
    fireEvent.click(screen.getByRole('tab', { name: 'Embedding' }));
    const button = screen.getAllByRole('button', { name: /Copy/ })[0]!;
    await act(async () => fireEvent.click(button));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('/widget.js'));
    expect(button.textContent).toBe('Copied!');
    await act(async () => vi.advanceTimersByTime(1_900));
    expect(button.textContent).toBe('Copied!');
    await act(async () => vi.advanceTimersByTime(200));
    expect(button.textContent).toBe('Copy');
  });

  it('documents exactly the fields the API accepts', () => {
    expect(Object.keys(CHAT_REQUEST_FIELDS).sort()).toEqual(Object.keys(chatRequestSchema.shape).sort());
    expect(Object.keys(CREATE_ASSISTANT_FIELDS).sort()).toEqual(Object.keys(createAssistantInputSchema.shape).sort());
  });

  it('offers every generated example with its install command, code and guide', () => {
    render(<DocsPage />);
    fireEvent.click(screen.getByRole('tab', { name: 'Examples' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Web API (Go)' }));
    expect(screen.getByRole('figure').textContent).toContain('package main');
    expect(screen.getByRole('figure').textContent).toContain('YOUR_API_KEY');
    expect(screen.getByText('Step-by-step guide')).toBeTruthy();
  });
});
