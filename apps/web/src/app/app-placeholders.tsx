import { Bot, Globe, LayoutDashboard, MessagesSquare } from 'lucide-react';
import { useParams } from 'wouter';
import { PagePlaceholder } from '../components/layout/page-placeholder.tsx';

/* Signed-in screens whose features have not landed yet; each feature replaces its entry in routes.tsx. */

export function DashboardPlaceholder() {
  return <PagePlaceholder variant="app" icon={LayoutDashboard} title="Dashboard" description="Your assistants, messages processed and response times at a glance." />;
}

export function ConversationsPlaceholder() {
  return <PagePlaceholder variant="app" icon={MessagesSquare} title="Conversations" description="Every conversation your assistants have had, searchable and downloadable." />;
}

export function WebsiteSettingsPlaceholder() {
  return <PagePlaceholder variant="app" icon={Globe} title="Website Settings" description="Re-scrape your websites and schedule automatic updates." />;
}

export function AssistantPlaceholder() {
  const params = useParams<{ id: string }>();
  return <PagePlaceholder variant="app" icon={Bot} title="Assistant" description={`Configuration and test chat for assistant ${params.id ?? ''}.`.trim()} />;
}
