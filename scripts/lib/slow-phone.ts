// The network and CPU of Lighthouse's mobile preset (slow 4G, a CPU four times slower),
// applied by the browser itself: the benchmark's phone, and the browser tests that must see
// what a visitor on such a phone sees.
import type { BrowserContext, Page } from 'playwright-core';
import { throttling } from 'lighthouse/core/config/constants.js';

const slow4g = throttling.mobileSlow4G;

export async function throttleLikeSlowPhone(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: slow4g.requestLatencyMs,
    downloadThroughput: (slow4g.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (slow4g.uploadThroughputKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slow4g.cpuSlowdownMultiplier });
}
