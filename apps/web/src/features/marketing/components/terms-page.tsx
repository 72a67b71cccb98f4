import { usePageMeta } from '../../../lib/page-meta.ts';
import { PAGE_METAS } from '../../../lib/page-metas.ts';
import { TERMS_INTRO, TERMS_SECTIONS } from '../lib/terms-sections.ts';
import { LegalPage } from './legal-page.tsx';

/** /terms: the Terms of Service in 13 numbered sections. */
export function TermsPage() {
  usePageMeta(PAGE_METAS.terms);
  return <LegalPage title="Terms of Service" intro={TERMS_INTRO} sections={TERMS_SECTIONS} />;
}
