import { Bot, Code2, CreditCard, Globe, KeyRound, LayoutDashboard } from 'lucide-react';
import { useParams } from 'wouter';
import { PagePlaceholder } from '../components/layout/page-placeholder.tsx';

/* Signed-in screens whose features have not landed yet; each feature replaces its entry in routes.tsx. */

export function DashboardPlaceholder() {
  return <PagePlaceholder variant="app" icon={LayoutDashboard} title="Dashboard" description="Your assistants, messages processed and response times at a glance." />;
}

export function ApiIntegrationPlaceholder() {
  return <PagePlaceholder variant="app" icon={Code2} title="API Integration" description="Connect your assistants to Discord, Telegram or your own app through the chat API." />;
}

export function ApiManagementPlaceholder() {
  return <PagePlaceholder variant="app" icon={KeyRound} title="API Management" description="Create and manage API keys, with embed and REST samples." />;
}

export function WebsiteSettingsPlaceholder() {
  return <PagePlaceholder variant="app" icon={Globe} title="Website Settings" description="Re-scrape your websites and schedule automatic updates." />;
}

export function BillingPlaceholder() {
  return <PagePlaceholder variant="app" icon={CreditCard} title="Billing & Plans" description="Your current plan, usage this month and available upgrades." />;
}

export function AssistantPlaceholder() {
  const params = useParams<{ id: string }>();
  return <PagePlaceholder variant="app" icon={Bot} title="Assistant" description={`Configuration and test chat for assistant ${params.id ?? ''}.`.trim()} />;
}
