import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { DEFAULT_EMBED_CONFIG, type EmbedConfig } from '@siteline/contract';
import { EmbedStyleTab } from './embed-style-tab.tsx';

function Harness() {
  const [config, setConfig] = useState<EmbedConfig>(DEFAULT_EMBED_CONFIG);
  return <EmbedStyleTab config={config} onChange={(patch) => setConfig((c) => ({ ...c, ...patch }))} errors={{}} canControlBranding={false} />;
}

describe('EmbedStyleTab', () => {
  it('keeps a partly typed colour in the hex box', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Primary Color') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '#' } });
    expect(input.value).toBe('#');
    fireEvent.change(input, { target: { value: '#112233' } });
    expect(input.value).toBe('#112233');
  });
});
