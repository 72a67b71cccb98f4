import { buildEmbedSnippet, escapeHtml, type EmbedConfig } from '@siteline/contract';

/** Widths of the generated page's layouts: mobile under 480 px, tablet 481-768 px, desktop above 768 px. */
export const TEST_PAGE_BREAKPOINTS = { mobileMax: 480, tabletMin: 481, tabletMax: 768 } as const;

/** What the generated test page lets the owner check, as listed in the dialog. */
export const TEST_PAGE_FEATURES = [
  'Your real widget with the settings below',
  'Responsive layout: mobile (under 480 px), tablet (481-768 px) and desktop',
  'An "Open chat" button that calls window.Siteline.open()',
  'Sample questions to try on your assistant',
  'The embed code, ready to copy into your site',
] as const;

export interface TestPageInput {
  origin: string;
  assistantId: string;
  assistantName: string;
  config: EmbedConfig;
}

/** The current configuration as shown in the dialog and on the page. */
export function describeConfiguration(config: EmbedConfig): [string, string][] {
  return [
    ['Theme', config.theme === 'dark' ? 'Dark' : 'Light'],
    [
      'Position',
      config.position
        .split('-')
        .map((w) => w[0]!.toUpperCase() + w.slice(1))
        .join(' '),
    ],
    ['Size', config.buttonSize[0]!.toUpperCase() + config.buttonSize.slice(1)],
    ['Auto-open', config.autoOpen ? `On, after ${(config.openDelay / 1000).toLocaleString('en-US')} s` : 'Off'],
  ];
}

/** A complete, self-contained HTML page that embeds the widget, for trying it outside the dashboard. */
export function buildTestPageHtml({ origin, assistantId, assistantName, config }: TestPageInput): string {
  const snippet = buildEmbedSnippet({ origin, assistantId, config });
  const name = escapeHtml(assistantName);
  const color = escapeHtml(config.primaryColor);
  const { mobileMax, tabletMin, tabletMax } = TEST_PAGE_BREAKPOINTS;
  const rows = describeConfiguration(config)
    .map(([label, value]) => `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name} – widget test page</title>
<style>
  * { box-sizing: border-box; }
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; color: #0f172a; background: #f8fafc; line-height: 1.55; }
  header { background: ${color}; color: #fff; padding: 40px 24px; }
  header h1 { margin: 0 0 6px; font-size: 28px; }
  header p { margin: 0; opacity: .9; }
  main { max-width: 960px; margin: 0 auto; padding: 24px; display: grid; gap: 20px; grid-template-columns: 1fr 1fr; }
  section { background: #fff; border: 1px solid #e2e8f0; border-radius: 14px; padding: 20px; }
  h2 { font-size: 17px; margin: 0 0 10px; }
  table { border-collapse: collapse; width: 100%; font-size: 14px; }
  th { text-align: left; color: #64748b; font-weight: 500; padding: 6px 0; width: 40%; }
  td { padding: 6px 0; }
  ul { padding-left: 18px; margin: 0; }
  li { margin: 4px 0; }
  button { background: ${color}; color: #fff; border: 0; border-radius: 10px; padding: 10px 16px; font-size: 15px; cursor: pointer; }
  pre { background: #0f172a; color: #e2e8f0; padding: 14px; border-radius: 10px; overflow: auto; font-size: 12px; grid-column: 1 / -1; }
  .device { display: inline-block; margin-top: 12px; padding: 3px 10px; border-radius: 999px; background: rgba(255,255,255,.2); font-size: 13px; }
  .device span { display: none; }
  @media (max-width: ${mobileMax}px) { main { grid-template-columns: 1fr; padding: 12px; } header { padding: 28px 16px; } header h1 { font-size: 22px; } .device .mobile { display: inline; } }
  @media (min-width: ${tabletMin}px) and (max-width: ${tabletMax}px) { main { grid-template-columns: 1fr; } .device .tablet { display: inline; } }
  @media (min-width: ${tabletMax + 1}px) { .device .desktop { display: inline; } }
</style>
</head>
<body>
<header>
  <h1>${name}</h1>
  <p>Widget test page – the chat button is in the ${escapeHtml(config.position.replace('-', ' '))} corner.</p>
  <div class="device">Layout: <span class="mobile">mobile (under ${mobileMax + 1} px)</span><span class="tablet">tablet (${tabletMin}-${tabletMax} px)</span><span class="desktop">desktop (over ${tabletMax} px)</span></div>
</header>
<main>
  <section>
    <h2>Current configuration</h2>
    <table>${rows}</table>
  </section>
  <section>
    <h2>Try it</h2>
    <ul>
      <li>What are your opening hours?</li>
      <li>How can I contact you?</li>
      <li>What do you offer?</li>
    </ul>
    <p><button type="button" onclick="window.Siteline &amp;&amp; window.Siteline.open()">Open chat</button></p>
  </section>
  <pre><code>${escapeHtml(snippet)}</code></pre>
</main>
${snippet}
</body>
</html>
`;
}
