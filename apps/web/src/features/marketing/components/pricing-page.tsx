import { usePageMeta } from '../../../lib/page-meta.ts';
import { PAGE_METAS } from '../../../lib/page-metas.ts';
import { PricingSection } from './pricing-section.tsx';

/** /pricing. */
export function PricingPage() {
  usePageMeta(PAGE_METAS.pricing);
  return <PricingSection />;
}
