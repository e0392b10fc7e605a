import { expect, gotoHydrated, test, twoFrames } from '../fixtures';
import { readData } from '../content';

const counters = (page: import('@playwright/test').Page) => page.getByTestId('stat-number');

test('counters start at 0 with JavaScript and reach 100+, 20+ and 6 over about 1.8 s in view, once', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  await twoFrames(page);
  await expect(counters(page)).toHaveText(['0+', '0+', '0']);

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
  await expect(counters(page)).toHaveText(['100+', '20+', '6']);
  const { shown, inView } = await page.evaluate(() => {
    const w = window as unknown as { shown: { at: number; text: string }[]; inView: number };
    return { shown: w.shown, inView: w.inView };
  });
  const figures = shown.map((entry) => parseInt(entry.text, 10));
  expect(figures.some((figure) => figure > 0 && figure < 100)).toBe(true);
  expect(figures).toEqual([...figures].sort((a, b) => a - b));
  expect(shown.at(-1)!.at - inView).toBeGreaterThanOrEqual(1700);

  // Scrolled away and back, they do not count again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await twoFrames(page);
  await counters(page).first().scrollIntoViewIfNeeded();
  await twoFrames(page);
  await twoFrames(page);
  await expect(counters(page)).toHaveText(['100+', '20+', '6']);
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

test('the carousel shows seven distinct partners and moves in a 28 s loop', async ({ page }) => {
  const partners = readData<Array<{ name: string }>>('partners.yaml').map((p) => p.name);
  await page.goto('/');
  const carousel = page.getByTestId('partner-carousel');
  await carousel.scrollIntoViewIfNeeded();
  const names = await carousel
    .getByRole('img')
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')));
  expect(names).toEqual(partners);
  expect(new Set(names).size).toBe(7);

  const duration = await track(page).evaluate(
    (el) => el.getAnimations()[0]?.effect?.getComputedTiming().duration,
  );
  expect(duration).toBe(28_000);
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
  const pause = page.getByRole('switch', { name: 'Pause the logos' });
  await pause.click();
  await expect(pause).toBeChecked();
  await page.mouse.move(5, 5);
  await expect.poll(() => playState(page)).toBe('paused');
  await pause.click();
  await expect(pause).not.toBeChecked();
  await page.mouse.move(5, 5);
  await expect.poll(() => playState(page)).toBe('running');
});

test('the network shows the six hub chips', async ({ page }) => {
  await page.goto('/nl/');
  const hubs = page.getByRole('list', { name: 'Belangrijke hubs' }).getByRole('listitem');
  await expect(hubs).toHaveText([/AMS/, /LGG/, /MST/, /BRU/, /FRA/, /CDG/]);
  await expect(hubs.nth(1)).toHaveText('LGGLuik');
});
