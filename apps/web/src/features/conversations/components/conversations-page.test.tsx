import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ConversationList, ConversationSummary } from '@siteline/contract';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { resetToasts } from '../../../hooks/use-toast.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { chooseOption } from '../../../test/choose-option.ts';
import { fakeAuth, renderWithAuth } from '../../../test/render-with-auth.tsx';
import { sampleAssistant } from '../../../test/sample-assistant.ts';
import { ConversationsPage } from './conversations-page.tsx';

const at = '2026-11-20T10:30:00.000Z';
const summary = (overrides: Partial<ConversationSummary>): ConversationSummary => ({
  id: 'c-1',
  assistantId: 'a-1',
  assistantName: 'Harbor Bakery',
  sessionId: 's',
  channel: 'widget',
  messageCount: 4,
  satisfactionRating: 5,
  createdAt: at,
  updatedAt: at,
  lastMessage: { role: 'assistant', content: 'We open at 7 am.', timestamp: at },
  ...overrides,
});

function installApi(lists: Record<string, ConversationList>, assistants = [sampleAssistant({ id: 'a-1', name: 'Harbor Bakery' })]) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      if (url === '/api/assistants') return new Response(JSON.stringify(assistants), { status: 200 });
      const query = new URL(url, 'http://x').searchParams.toString();
      const list = lists[query];
      return list ? new Response(JSON.stringify(list), { status: 200 }) : new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
    }),
  );
  return urls;
}

function renderPage() {
  return renderWithAuth(
    <QueryClientProvider client={createQueryClient()}>
      <ConversationsPage />
      <Toaster />
    </QueryClientProvider>,
    { path: '/conversations', auth: fakeAuth('authenticated') },
  );
}

beforeEach(() => resetToasts());
afterEach(() => vi.unstubAllGlobals());

describe('ConversationsPage', () => {
  it('shows the totals, the average satisfaction as x/5, the list with previews and loads the next page', async () => {
    installApi({
      'assistant=all&date=all': {
        conversations: [
          summary({ lastMessage: { role: 'assistant', content: 'We open at **7 am**. Source: [Hours](https://cafe.example/hours)', timestamp: at } }),
          summary({ id: 'c-2', assistantName: '', satisfactionRating: null, lastMessage: { role: 'user', content: 'Gluten free?', timestamp: at } }),
        ],
        nextCursor: 'next',
        stats: { totalConversations: 3, totalMessages: 10, totalRating: 8 },
      },
      'assistant=all&date=all&cursor=next': { conversations: [summary({ id: 'c-3', assistantName: 'Third' })], nextCursor: null, stats: null },
    });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Conversations' }, { timeout: 5000 });
    expect(screen.getByText('Avg Satisfaction').parentElement!.textContent).toContain('2.7/5');
    expect(screen.getByText('Total Messages').parentElement!.textContent).toContain('10');
    expect(within(list).getByText('Unknown Assistant')).toBeTruthy();
    // The preview is the reply as read, without Markdown's marks and link targets.
    expect(within(list).getByText('We open at 7 am. Source: Hours', { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getByText('Third')).toBeTruthy(), { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('searches after typing stops and says so when nothing matches', async () => {
    const urls = installApi({
      'assistant=all&date=all': { conversations: [summary({})], nextCursor: null, stats: { totalConversations: 1, totalMessages: 4, totalRating: 5 } },
      'assistant=all&date=all&search=zeppelin': { conversations: [], nextCursor: null, stats: { totalConversations: 0, totalMessages: 0, totalRating: 0 } },
    });
    renderPage();
    await screen.findByRole('list', { name: 'Conversations' }, { timeout: 5000 });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'zeppelin' } });
    expect(await screen.findByText('No conversations yet', {}, { timeout: 5000 })).toBeTruthy();
    expect(urls.filter((u) => u.includes('search='))).toEqual(['/api/conversations?assistant=all&date=all&search=zeppelin']);
  });

  it('links one assistant’s conversations to its unanswered questions and taught answers', async () => {
    const page = { conversations: [summary({})], nextCursor: null, stats: { totalConversations: 1, totalMessages: 4, totalRating: 5 } };
    installApi({ 'assistant=all&date=all': page, 'assistant=a-1&date=all': page });
    renderPage();
    await screen.findByRole('list', { name: 'Conversations' }, { timeout: 5000 });
    expect(screen.queryByRole('link', { name: /Unanswered questions/ })).toBeNull();
    await chooseOption(screen.getByLabelText('Assistant'), 'Harbor Bakery');
    expect((await screen.findByRole('link', { name: /Unanswered questions/ })).getAttribute('href')).toBe('/bot/a-1#answers');
  });
});
