import { DEFAULT_EMBED_CONFIG, buildEmbedSnippet } from '@siteline/contract';
import { C, DocsCode, DocsSection, DocsTable } from './docs-blocks.tsx';

/** The widget: the tag, its attributes, its JavaScript API and where settings live. */
export function EmbeddingTab({ origin }: { origin: string }) {
  const snippet = buildEmbedSnippet({ origin, assistantId: 'YOUR_ASSISTANT_ID', config: DEFAULT_EMBED_CONFIG });
  return (
    <div className="space-y-8">
      <DocsSection title="Add the widget to your site">
        <p>
          Paste this tag just before <C>{'</body>'}</C> on every page that should show the chat. The Add to Website dialog of each assistant gives you the tag
          with its id and your chosen look already filled in.
        </p>
        <DocsCode title="Embed code" code={snippet} />
        <p>
          The widget draws itself in a shadow DOM, so your styles and its styles never mix, and it keeps the visitor's conversation across page loads. It needs
          no API key: only the websites you list as allowed origins on the assistant may use it.
        </p>
      </DocsSection>
      <DocsSection title="Attributes">
        <DocsTable
          head={['Attribute', 'Meaning', 'Default']}
          rows={[
            [<C key="a">data-assistant-id</C>, 'The assistant to talk to (required).', '—'],
            [<C key="o">data-api-origin</C>, 'The Siteline server the widget talks to.', 'where widget.js came from'],
            [<C key="t">data-theme</C>, 'light or dark.', DEFAULT_EMBED_CONFIG.theme],
            [<C key="p">data-position</C>, 'Corner of the page.', DEFAULT_EMBED_CONFIG.position],
            [<C key="c">data-primary-color</C>, 'Button and accent colour.', DEFAULT_EMBED_CONFIG.primaryColor],
            [<C key="s">data-size</C>, 'Launcher button size: small, medium or large.', DEFAULT_EMBED_CONFIG.buttonSize],
          ]}
        />
        <p>
          Everything else — welcome message, window title, auto-open and its delay, branding, file uploads — is saved in the customiser and loaded by the
          widget, so changing it needs no new tag.
        </p>
      </DocsSection>
      <DocsSection title="Open it from your own buttons">
        <DocsCode
          title="JavaScript"
          code={`// Either call the widget directly…\nwindow.Siteline?.open();\n\n// …or fire the event it listens for.\nwindow.dispatchEvent(new Event('openChat'));`}
        />
      </DocsSection>
    </div>
  );
}
