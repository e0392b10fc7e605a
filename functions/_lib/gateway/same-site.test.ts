/**
 * @jest-environment node
 */
import { fromTheSite } from './same-site';

const site = 'https://cargo.example';
const asked = (method: string, headers: Record<string, string>) =>
  new Request(`${site}/api/content`, { method, headers });
const url = new URL(`${site}/api/content`);

describe('from the editor’s page only', () => {
  it('takes the site’s own page, and a request that says nothing of where it came from', () => {
    for (const headers of [{}, { Origin: site }, { 'Sec-Fetch-Site': 'same-origin' }] as Array<
      Record<string, string>
    >)
      expect(fromTheSite(asked('GET', headers), {}, url)).toBe(true);
  });

  it('refuses another origin, and a cross-site or same-site fetch', () => {
    for (const headers of [
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
    ] as Array<Record<string, string>>)
      expect(fromTheSite(asked('GET', headers), {}, url)).toBe(false);
  });

  it('takes the site’s origin from EDITOR_ORIGIN where the gateway answers on another', () => {
    const worker = new URL('https://gateway.workers.example/api/content');
    const env = { EDITOR_ORIGIN: site };
    expect(fromTheSite(asked('GET', { Origin: site }), env, worker)).toBe(true);
    expect(fromTheSite(asked('GET', { Origin: worker.origin }), env, worker)).toBe(false);
  });
});
