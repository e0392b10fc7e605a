import { throttleLikeSlowPhone } from '../../scripts/lib/slow-phone';
import { durations } from '../../src/theme/tokens';
import { expect, test, twoFrames } from '../fixtures';
import { finalStats, readData, readDataIn, startStats, uiText } from '../content';

const counters = (page: import('@playwright/test').Page) => page.getByTestId('stat-number');

test("counters start at 0 with JavaScript and reach their figures over the theme's duration in view, once", async ({
  page,
}) => {
  const final = finalStats();
  const firstFigure = parseInt(final[0], 10);
  await page.goto('/');
  await twoFrames(page);
  await expect(counters(page)).toHaveText(startStats());

  // Every figure the first counter shows, with the time it showed it.
  await page.evaluate(() => {
    const w = window as unknown as { shown: { at: number; text: string }[]; inView: number };
    const counter = document.querySelector('[data-testid="stat-number"]')!;
    w.shown = [];
    new MutationObserver(() =>
      w.shown.push({ at: performance.now(), text: counter.textContent ?? '' }),
    ).observe(counter, { characterData: true, childList: true, subtree: true });
    counter.scrollIntoView({ block: 'center' });
    w.inView = performance.now();
  });
  await expect(counters(page)).toHaveText(final);
  const { shown, inView } = await page.evaluate(() => {
    const w = window as unknown as { shown: { at: number; text: string }[]; inView: number };
    return { shown: w.shown, inView: w.inView };
  });
  const figures = shown.map((entry) => parseInt(entry.text, 10));
  // It counts up through figures between (a figure of 1 has none).
  if (firstFigure > 1)
    expect(figures.some((figure) => figure > 0 && figure < firstFigure)).toBe(true);
  expect(figures).toEqual([...figures].sort((a, b) => a - b));
  // The last figure comes at the count's end (a frame's leeway for when the count started).
  expect(shown.at(-1)!.at - inView).toBeGreaterThanOrEqual(durations.counterMs - 100);

  // Scrolled away and back, they do not count again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await twoFrames(page);
  await counters(page).first().scrollIntoViewIfNeeded();
  await twoFrames(page);
  await twoFrames(page);
  await expect(counters(page)).toHaveText(final);
  expect(await page.evaluate(() => (window as unknown as { shown: unknown[] }).shown.length)).toBe(
    shown.length,
  );
});

const track = (page: import('@playwright/test').Page) =>
  page.getByTestId('partner-carousel').locator('ul');
const offset = (page: import('@playwright/test').Page) =>
  track(page).evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);

/** The loop's play state, as the browser runs it: `running` or `paused`. */
const playState = (page: import('@playwright/test').Page) =>
  track(page).evaluate((el) => el.getAnimations()[0]?.playState);

test("the carousel shows every partner of the data once and moves in the theme's loop", async ({
  page,
}) => {
  const partners = readData<Array<{ name: string }>>('partners.yaml').map((p) => p.name);
  await page.goto('/');
  const carousel = page.getByTestId('partner-carousel');
  await carousel.scrollIntoViewIfNeeded();
  const names = await carousel
    .getByRole('img')
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')));
  expect(names).toEqual(partners);

  const duration = await track(page).evaluate(
    (el) => el.getAnimations()[0]?.effect?.getComputedTiming().duration,
  );
  expect(duration).toBe(durations.carouselLoopS * 1000);
  const before = await offset(page);
  await expect.poll(() => offset(page)).toBeLessThan(before);
});

test('the carousel stops while hovered and moves again after', async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByTestId('partner-carousel');
  await carousel.scrollIntoViewIfNeeded();
  await carousel.hover();
  await expect.poll(() => playState(page)).toBe('paused');
  await page.mouse.move(5, 5);
  await expect.poll(() => playState(page)).toBe('running');
  const moving = await offset(page);
  await expect.poll(() => offset(page)).toBeLessThan(moving);
});

test('the carousel pauses with its switch and plays again', async ({ page }) => {
  await page.goto('/');
  const pause = page.getByRole('switch', { name: uiText('en', 'home', 'partners.pause') });
  await pause.click();
  await expect(pause).toBeChecked();
  await page.mouse.move(5, 5);
  await expect.poll(() => playState(page)).toBe('paused');
  await pause.click();
  await expect(pause).not.toBeChecked();
  await page.mouse.move(5, 5);
  await expect.poll(() => playState(page)).toBe('running');
});

test('the network shows a chip for every hub, with its code and its name in the page’s language', async ({
  page,
}) => {
  await page.goto('/nl/');
  const hubs = page
    .getByRole('list', { name: uiText('nl', 'home', 'network.hubsLabel') })
    .getByRole('listitem');
  const data = readDataIn<Array<{ code: string; name: string }>>('hubs.yaml', 'nl');
  await expect(hubs).toHaveText(data.map(({ code, name }) => `${code}${name}`));
});

/**
 * Every second for 20 s, in the page: the logos of the strip's track that are inside its
 * visible window and not yet drawn (not loaded, or loaded empty).
 */
function blankLogosOverTime() {
  const strip = document.querySelector('[data-testid="partner-carousel"]')!;
  const sample = () => {
    const window = strip.getBoundingClientRect();
    return Array.from(strip.querySelectorAll('img'))
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return box.right > window.left && box.left < window.right;
      })
      .filter((img) => !(img.complete && img.naturalWidth > 0))
      .map((img) => img.currentSrc || img.src);
  };
  return new Promise<string[][]>((resolve) => {
    const samples: string[][] = [];
    const take = () => {
      samples.push(sample());
      if (samples.length === 20) resolve(samples);
      else setTimeout(take, 1000);
    };
    take();
  });
}

/** How many of the strip's logos the page has loaded. */
const loadedLogos = () =>
  Array.from(
    document.querySelectorAll<HTMLImageElement>('[data-testid="partner-carousel"] img'),
  ).filter((img) => img.complete && img.naturalWidth > 0).length;

test('the partner strip loads no logo with the first view, and draws every logo inside it from its first loop, on a slow phone, at 375 and 1280 px', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const watch = async (width: number) => {
    const context = await browser.newContext({
      viewport: { width, height: 800 },
      ...(width < 768 ? { deviceScaleFactor: 2, isMobile: true } : {}),
    });
    try {
      const page = await context.newPage();
      await throttleLikeSlowPhone(context, page);
      // A visitor who reads the page as it arrives: the first view loads no logo.
      await page.goto(`${baseURL}/`, { waitUntil: 'load', timeout: 60_000 });
      expect(await page.evaluate(loadedLogos)).toBe(0);
      // Two screens above the strip, out of view, its logos load (its page script)…
      await page.evaluate(() => {
        const strip = document.querySelector('[data-testid="partner-carousel"]')!;
        const top = strip.closest('section')!.getBoundingClientRect().top + scrollY;
        scrollTo(0, top - 2.5 * innerHeight);
      });
      const logos = await page.getByTestId('partner-carousel').locator('img').count();
      await expect.poll(() => page.evaluate(loadedLogos), { timeout: 60_000 }).toBe(logos);
      // …so none is blank when the strip is read.
      await page.getByTestId('partner-carousel').scrollIntoViewIfNeeded();
      return (await page.evaluate(blankLogosOverTime)).filter((blank) => blank.length > 0);
    } finally {
      await context.close();
    }
  };
  const [phone, desktop] = await Promise.all([watch(375), watch(1280)]);
  expect(phone, 'samples at 375 px with a blank logo in the strip').toEqual([]);
  expect(desktop, 'samples at 1280 px with a blank logo in the strip').toEqual([]);
});
