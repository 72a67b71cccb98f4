import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { DEFAULT_EMBED_CONFIG, type EmbedConfig } from '@siteline/contract';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { resetToasts } from '../../../hooks/use-toast.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { EmbedCustomizerDialog } from './embed-customizer-dialog.tsx';

const freeLimits = {
  tier: 'free',
  status: 'active',
  limits: { maxAssistants: 1, maxMessagesPerMonth: 1000, fileUploadEnabled: false, multiLanguageSupport: false, brandingControl: false },
  usage: { messages: 0, assistants: 1 },
};
let stored: EmbedConfig;
let putStatus: number;
const puts: EmbedConfig[] = [];
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  stored = { ...DEFAULT_EMBED_CONFIG };
  putStatus = 200;
  puts.length = 0;
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = String(input);
    if (url === '/api/subscription/limits') return json(freeLimits);
    if (url === '/api/embed/config/a1' && init.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as EmbedConfig;
      puts.push(body);
      if (putStatus !== 200) return json({ message: 'nope' }, putStatus);
      stored = body;
      return json(stored);
    }
    if (url === '/api/embed/config/a1') return json(stored);
    return json({ message: 'unexpected' }, 500);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => resetToasts());
});

function renderDialog() {
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={memoryLocation({ path: '/dashboard' }).hook}>
        <EmbedCustomizerDialog assistant={{ id: 'a1', name: 'Harbor & Vine' }} open onOpenChange={onOpenChange} />
      </Router>
      <Toaster />
    </QueryClientProvider>,
  );
  return { onOpenChange };
}

describe('EmbedCustomizerDialog', () => {
  it('loads the saved config, marks edits unsaved and saves them', async () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Add to Website - Harbor & Vine' })).toBeTruthy();
    const color = (await screen.findByLabelText('Primary Color')) as HTMLInputElement;
    expect(color.value).toBe('#CE93EC');
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    fireEvent.change(color, { target: { value: '#112233' } });
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Save & Apply/ }));
    expect(await screen.findByText('Settings saved!')).toBeTruthy();
    expect(puts[0]?.primaryColor).toBe('#112233');
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('keeps branding forced on for a free plan and shows the Pro locks with Upgrade Now', async () => {
    renderDialog();
    await screen.findByLabelText('Primary Color');
    await waitFor(() => expect(screen.getAllByText('Pro Feature').length).toBeGreaterThan(0));
    expect(screen.getAllByRole('link', { name: 'Upgrade Now' })[0]?.getAttribute('href')).toBe('/billing');
    fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    fireEvent.click(screen.getByRole('button', { name: /Save & Apply/ }));
    await screen.findByText('Settings saved!');
    expect(puts[0]).toMatchObject({ theme: 'dark', showBranding: true, brandingEnabled: true, allowFileUpload: false });
  });

  it('blocks out-of-range numbers and reports a failed save', async () => {
    renderDialog();
    await screen.findByLabelText('Primary Color');
    fireEvent.click(screen.getByRole('tab', { name: 'Behavior' }));
    fireEvent.change(screen.getByLabelText('Max messages per conversation'), { target: { value: '900' } });
    fireEvent.click(screen.getByRole('button', { name: /Save & Apply/ }));
    expect(await screen.findByText('Error saving settings')).toBeTruthy();
    expect(screen.getAllByText('maxMessages must be between 1 and 500').length).toBeGreaterThan(0);
    expect(puts).toHaveLength(0);

    putStatus = 500;
    fireEvent.change(screen.getByLabelText('Max messages per conversation'), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: /Save & Apply/ }));
    expect(await screen.findByText('Failed to save embed configuration. Please try again.')).toBeTruthy();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it('shows the embed code with the current settings under How to Add', async () => {
    renderDialog();
    await screen.findByLabelText('Primary Color');
    fireEvent.click(screen.getByRole('radio', { name: 'Top Left' }));
    fireEvent.click(screen.getByRole('tab', { name: 'How to Add' }));
    const code = screen.getByText(/data-assistant-id="a1"/);
    expect(code.textContent).toContain('data-position="top-left"');
    expect(code.textContent).toContain(`${window.location.origin}/widget.js`);
  });

  it('opens the test page generator on top; Escape closes only it', async () => {
    const { onOpenChange } = renderDialog();
    await screen.findByLabelText('Primary Color');
    fireEvent.click(screen.getByRole('button', { name: 'Generate Test Page' }));
    const generator = screen.getByRole('dialog', { name: 'Test Page Generator' });
    expect(generator.textContent).toContain('Bottom Right');
    expect(generator.textContent).toContain('Auto-open');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Test Page Generator' })).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('copies the test page code and reports a failed download', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderDialog();
    await screen.findByLabelText('Primary Color');
    fireEvent.click(screen.getByRole('button', { name: 'Generate Test Page' }));
    const generator = within(screen.getByRole('dialog', { name: 'Test Page Generator' }));
    fireEvent.click(generator.getByRole('button', { name: 'Copy Code' }));
    expect(await screen.findByText('Test page code copied!')).toBeTruthy();
    expect(String((writeText.mock.calls[0] as unknown as [string])[0])).toContain('data-assistant-id="a1"');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'URL',
      Object.assign(function () {}, {
        createObjectURL: () => {
          throw new Error('no blobs');
        },
      }),
    );
    fireEvent.click(generator.getByRole('button', { name: 'Download HTML' }));
    expect(await screen.findByText('Download failed: Failed to generate test page. Please try again.')).toBeTruthy();
  });
});
