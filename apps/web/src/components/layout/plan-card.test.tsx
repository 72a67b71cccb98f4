import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { PLANS } from '@siteline/contract';
import { createQueryClient } from '../../lib/query-client.ts';
import { jsonResponse } from '../../test/fake-token.ts';
import { PlanCard } from './plan-card.tsx';
import { planCardKind } from './plan-card-kind.ts';

const limits = (tier: string, maxMessagesPerMonth: number) => ({
  tier,
  status: 'active',
  limits: { ...PLANS.pro.limits, maxAssistants: 5, maxMessagesPerMonth },
  usage: { assistants: 2, messages: 250, crawls: 0 },
});

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderCard(role = 'user') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PlanCard role={role} />
    </QueryClientProvider>,
  );
}

describe('planCardKind', () => {
  it('maps tiers to the card shown', () => {
    expect(planCardKind('free')).toBe('free');
    expect(planCardKind('pro')).toBe('pro');
    expect(planCardKind('professional')).toBe('pro');
    expect(planCardKind('enterprise')).toBe('enterprise');
    expect(planCardKind('custom')).toBe('enterprise');
    expect(planCardKind('admin')).toBeNull();
    expect(planCardKind('pro', 'admin')).toBeNull();
  });
});

describe('PlanCard', () => {
  it('shows the free plan with usage bars and an upgrade link to /billing', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ...limits('free', 1000), limits: { ...PLANS.free.limits, maxAssistants: 1, maxMessagesPerMonth: 1000 } }));
    renderCard();
    await screen.findByText('Free Plan');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/subscription/limits');
    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['100', '25']);
    expect(screen.getByRole('link', { name: 'Upgrade Plan' }).getAttribute('href')).toBe('/billing');
  });

  it('hides the messages bar when messages are unlimited', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, limits('enterprise', -1)));
    renderCard();
    await screen.findByText('Enterprise');
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    expect(screen.queryByText('Messages')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Upgrade Plan' })).toBeNull();
  });

  it('shows no card for an administrator and does not ask for limits', () => {
    renderCard('admin');
    expect(screen.queryByRole('region', { name: 'Plan' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
