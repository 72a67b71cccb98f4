import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { WIDGET_BUDGET_GZIP, widgetBuildOptions } from '../bundle.ts';

describe('/widget.js', () => {
  it('stays within its size budget, gzipped', async () => {
    const result = await build({ ...widgetBuildOptions, write: false });
    const gzipped = gzipSync(result.outputFiles![0]!.contents).length;
    expect(gzipped).toBeGreaterThan(1024);
    expect(gzipped).toBeLessThanOrEqual(WIDGET_BUDGET_GZIP);
  });
});
