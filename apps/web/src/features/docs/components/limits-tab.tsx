import {
  CONTEXT_MAX,
  DEFAULT_EMBED_CONFIG,
  DISCORD_MESSAGE_LIMIT,
  HISTORY_MAX,
  MESSAGE_MAX,
  NAME_MAX,
  PLANS,
  PROMPT_TEMPLATE_MAX,
  REQUEST_TIMEOUT_SECONDS,
  TELEGRAM_MESSAGE_LIMIT,
  UNLIMITED,
} from '@siteline/contract';
import { C, DocsSection, DocsTable } from './docs-blocks.tsx';

const count = (value: number) => (value === UNLIMITED ? 'Unlimited' : value.toLocaleString('en-US'));
const plans = Object.values(PLANS);

/** Plan limits and size limits, all read from the contract the server enforces. */
export function LimitsTab() {
  return (
    <div className="space-y-8">
      <DocsSection title="Plans">
        <DocsTable
          head={['', ...plans.map((plan) => plan.name)]}
          rows={[
            ['Price', ...plans.map((plan) => plan.priceLabel)],
            ['Assistants', ...plans.map((plan) => count(plan.limits.maxAssistants))],
            ['Messages per month', ...plans.map((plan) => count(plan.limits.maxMessagesPerMonth))],
            ['Messages per day per visitor IP', ...plans.map((plan) => count(plan.limits.maxMessagesPerDayPerIp))],
            ['Pages per crawl', ...plans.map((plan) => count(plan.limits.maxPagesPerCrawl))],
            ['Crawls per month', ...plans.map((plan) => count(plan.limits.maxCrawlsPerMonth))],
            ['API access by key', ...plans.map((plan) => (plan.limits.apiAccess ? 'Yes' : 'No'))],
          ]}
        />
        <p>
          A limit reached answers <C>403</C> (assistants, crawls, plan features) or <C>429</C> (messages) with a <C>code</C> saying which. The per-IP count
          resets every 24 hours.
        </p>
      </DocsSection>
      <DocsSection title="Sizes">
        <DocsTable
          head={['What', 'Limit']}
          rows={[
            ['Chat message', `${count(MESSAGE_MAX)} characters`],
            ['conversationHistory', `${count(HISTORY_MAX)} entries`],
            ['Assistant name', `${count(NAME_MAX)} characters`],
            ['Additional context', `${count(CONTEXT_MAX)} characters`],
            ['Prompt template', `${count(PROMPT_TEMPLATE_MAX)} characters`],
            ['Widget file upload', `${count(DEFAULT_EMBED_CONFIG.maxFileSize / 1_048_576)} MB; ${DEFAULT_EMBED_CONFIG.allowedFileTypes.join(', ')}`],
          ]}
        />
      </DocsSection>
      <DocsSection title="In the examples">
        <p>
          The ready-made clients give up after {REQUEST_TIMEOUT_SECONDS} seconds, split Discord replies at {count(DISCORD_MESSAGE_LIMIT)} characters and
          Telegram replies at {count(TELEGRAM_MESSAGE_LIMIT)} (each platform's own message limit), and answer with an apology when the API cannot be reached.
        </p>
      </DocsSection>
    </div>
  );
}
