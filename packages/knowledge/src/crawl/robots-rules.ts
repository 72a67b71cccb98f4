import robotsParser from 'robots-parser';
import type { PageFetcher } from './fetch-page.ts';

type Robot = ReturnType<typeof robotsParser>;

const ROBOTS_MAX_BYTES = 512 * 1024;

/** Fetches and caches robots.txt per origin; a missing or broken robots.txt allows everything. */
export class RobotsRules {
  private readonly byOrigin = new Map<string, Promise<Robot>>();

  constructor(private readonly fetcher: PageFetcher, private readonly userAgent: string) {}

  async isAllowed(url: string): Promise<boolean> {
    const robot = await this.forOrigin(new URL(url).origin);
    return robot.isAllowed(url, this.userAgent) !== false;
  }

  /** Sitemap URLs listed in the origin's robots.txt. */
  async sitemaps(origin: string): Promise<string[]> {
    return (await this.forOrigin(origin)).getSitemaps();
  }

  /** Crawl-delay for our agent, in milliseconds. */
  async crawlDelayMs(origin: string): Promise<number> {
    const seconds = (await this.forOrigin(origin)).getCrawlDelay(this.userAgent);
    return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
  }

  private forOrigin(origin: string): Promise<Robot> {
    let robot = this.byOrigin.get(origin);
    if (!robot) {
      robot = this.load(origin);
      this.byOrigin.set(origin, robot);
    }
    return robot;
  }

  private async load(origin: string): Promise<Robot> {
    const robotsUrl = `${origin}/robots.txt`;
    try {
      const response = await this.fetcher.fetch({
        url: robotsUrl, accept: ['text', 'html', 'xml', 'other'], maxBytes: ROBOTS_MAX_BYTES,
      });
      return robotsParser(robotsUrl, response.body.toString('utf8'));
    } catch {
      return robotsParser(robotsUrl, '');
    }
  }
}
