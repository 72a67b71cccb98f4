import { BookOpen } from 'lucide-react';
import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';

export function DocsPage() {
  return (
    <PagePlaceholder
      variant="public"
      icon={BookOpen}
      title="Documentation"
      description="Embedding the widget, the chat API, managing assistants, limits and ready-to-run examples."
    />
  );
}
