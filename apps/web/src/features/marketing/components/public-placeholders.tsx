import { BookOpen, FileText, Info, LifeBuoy, Mail, Shield } from 'lucide-react';
import { PagePlaceholder } from '../../../components/layout/page-placeholder.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { PAGE_METAS } from '../../../lib/page-metas.ts';

export function AboutPage() {
  usePageMeta(PAGE_METAS.about);
  return (
    <PagePlaceholder
      variant="public"
      icon={Info}
      title="About Siteline"
      description="We help businesses answer every customer instantly with AI assistants that learn from their own website."
    />
  );
}

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

export function SupportPage() {
  return (
    <PagePlaceholder variant="public" icon={LifeBuoy} title="Support" description="E-mail support with a reply within 24 hours, live chat and answers to common questions." />
  );
}

export function TermsPage() {
  return <PagePlaceholder variant="public" icon={FileText} title="Terms of Service" description="The terms that govern your use of Siteline." />;
}

export function PrivacyPage() {
  return <PagePlaceholder variant="public" icon={Shield} title="Privacy Policy" description="How Siteline collects, uses and protects your data." />;
}

export function ContactPage() {
  return <PagePlaceholder variant="public" icon={Mail} title="Contact Us" description="Questions about plans, custom integrations or anything else? We are happy to help." />;
}
