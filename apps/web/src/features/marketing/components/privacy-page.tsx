import { usePageMeta } from '../../../lib/page-meta.ts';
import { PAGE_METAS } from '../../../lib/page-metas.ts';
import { PRIVACY_INTRO, PRIVACY_SECTIONS } from '../lib/privacy-sections.ts';
import { LegalPage } from './legal-page.tsx';

/** /privacy: the Privacy Policy in 12 numbered sections (the service is for ages 13 and over). */
export function PrivacyPage() {
  usePageMeta(PAGE_METAS.privacy);
  return <LegalPage title="Privacy Policy" intro={PRIVACY_INTRO} sections={PRIVACY_SECTIONS} />;
}
