import type { PageFetcher } from './fetch-page.ts';
import { parseRobotsTxt, type RobotsTxt } from './robots-txt.ts';

const ROBOTS_MAX_BYTES = 512 * 1024;

/** Fetches and caches robots.txt per origin; a missing or broken robots.txt allows everything. */
export class RobotsRules {
  private readonly byOrigin = new Map<string, Promise<RobotsTxt>>();

  constructor(
    private readonly fetcher: PageFetcher,
    private readonly userAgent: string,
  ) {}

  async isAllowed(url: string): Promise<boolean> {
    const robot = await this.forOrigin(new URL(url).origin);
    return robot.isAllowed(url);
  }

  /** Sitemap URLs listed in the origin's robots.txt. */
  async sitemaps(origin: string): Promise<string[]> {
    return (await this.forOrigin(origin)).sitemaps;
  }

  /** Crawl-delay for our agent, in milliseconds. */
  async crawlDelayMs(origin: string): Promise<number> {
    const seconds = (await this.forOrigin(origin)).crawlDelaySeconds;
    return seconds !== null && seconds > 0 ? seconds * 1000 : 0;
  }

  private forOrigin(origin: string): Promise<RobotsTxt> {
    let robot = this.byOrigin.get(origin);
    if (!robot) {
      robot = this.load(origin);
      this.byOrigin.set(origin, robot);
    }
    return robot;
  }

  private async load(origin: string): Promise<RobotsTxt> {
    try {
      const response = await this.fetcher.fetch({
        url: `${origin}/robots.txt`,
        accept: ['text', 'html', 'xml', 'other'],
        maxBytes: ROBOTS_MAX_BYTES,
      });
      return parseRobotsTxt(response.body.toString('utf8'), this.userAgent);
    } catch {
      return parseRobotsTxt('', this.userAgent);
    }
  }
}
