import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnswerBench, type AnswerBench } from '../../../../../bench/answers/answer-bench.ts';
import { wholeSite } from '../../../../../bench/answers/measure-site.ts';
import { formatMisses, runSite } from '../../../../../bench/answers/run-sites.ts';
import { BENCH_SITES, isDebianPackageInstalled } from '../../../../../bench/answers/sites.ts';
import { ENFORCED_FLOORS } from '../../../../../bench/answers/targets.ts';

/** The CI subset of `npm run bench:answers`: the demo site and one small real documentation site (.ci/run installs it). */
const SUBSET = ['demo-site', 'vdirsyncer'];
const sites = BENCH_SITES.filter((site) => SUBSET.includes(site.name));

describe('answers on real sites (bench:answers subset)', () => {
  let bench: AnswerBench;
  beforeAll(async () => {
    bench = await startAnswerBench();
  });
  afterAll(() => bench.close());

  for (const site of sites) {
    const debianPackage = 'debianPackage' in site.source ? site.source.debianPackage : undefined;
    const isAvailable = !debianPackage || isDebianPackageInstalled(debianPackage);
    if (!isAvailable) {
      console.warn(`${debianPackage} is not installed: the ${site.name} answer-quality check is skipped (apt-get install -y ${debianPackage}).`);
    }
    it.skipIf(!isAvailable)(
      `${site.name}: the facts reach the LLM's passages, and the built-in engine answers and declines as well as it has`,
      async () => {
        const report = await runSite(bench, site);
        const all = wholeSite(report);
        const misses = formatMisses(report);
        expect(all.recalled / all.answerable, misses).toBeGreaterThanOrEqual(ENFORCED_FLOORS.contextRecall);
        expect(all.right / all.answerable, misses).toBeGreaterThanOrEqual(ENFORCED_FLOORS.builtInRight);
        expect(all.honest / all.unanswerable, misses).toBeGreaterThanOrEqual(ENFORCED_FLOORS.honestUnknown);
      },
      150_000,
    );
  }
});
