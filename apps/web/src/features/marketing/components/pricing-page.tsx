import { usePageMeta } from '../../../lib/page-meta.ts';
import { PAGE_METAS } from '../../../lib/page-metas.ts';
import { PricingComparison } from './pricing-comparison.tsx';
import { PricingFaq } from './pricing-faq.tsx';
import { PricingSection } from './pricing-section.tsx';

/** /pricing: the plan cards, the comparison table and the pricing FAQ. */
export function PricingPage() {
  usePageMeta(PAGE_METAS.pricing);
  return (
    <>
      <PricingSection isPageTitle />
      <PricingComparison />
      <PricingFaq />
    </>
  );
}
