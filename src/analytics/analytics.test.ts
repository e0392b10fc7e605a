import { loadAnalytics, resetAnalyticsForTests, trackPageView } from './analytics';

const scripts = () => Array.from(document.head.querySelectorAll('script'));

afterEach(() => {
  resetAnalyticsForTests();
  document.head.innerHTML = '';
  jest.restoreAllMocks();
});

describe('analytics', () => {
  it('requests the script from the configured path once, with automatic tracking off', () => {
    loadAnalytics('/_vercel/insights/script.js');
    loadAnalytics('/_vercel/insights/script.js');
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0].getAttribute('src')).toBe('/_vercel/insights/script.js');
    expect(scripts()[0].dataset.disableAutoTrack).toBe('1');
    expect(scripts()[0].defer).toBe(true);
  });

  it('uses whatever path the company data sets', () => {
    loadAnalytics('/stats/script.js');
    expect(scripts()[0].getAttribute('src')).toBe('/stats/script.js');
  });

  it('logs a console message and shows nothing when the script fails to load', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bodyBefore = document.body.innerHTML;
    loadAnalytics('/_vercel/insights/script.js');
    scripts()[0].dispatchEvent(new Event('error'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/_vercel/insights/script.js'));
    expect(document.body.innerHTML).toBe(bodyBefore);
  });

  it('queues a page view per route change until the script takes over', () => {
    trackPageView('/');
    trackPageView('/nl/services/');
    expect(window.vaq).toEqual([
      ['pageview', { path: '/' }],
      ['pageview', { path: '/nl/services/' }],
    ]);
  });
});
