/**
 * @jest-environment node
 */
// A draft's preview, as each host reports it (./previews.ts), against stand-ins of Cloudflare
// Pages' and Netlify's APIs: only the deployment of exactly the commit asked about counts.
import { startPreviewHosts } from '../../../stand-ins/preview-hosts-stand-in';
import { previewOf } from './previews';
import { type GatewayEnv, editorSettings } from './settings';

let hosts: Awaited<ReturnType<typeof startPreviewHosts>>;
beforeAll(async () => {
  hosts = await startPreviewHosts();
});
afterAll(() => hosts.close());

const [older, newer] = ['a'.repeat(40), 'b'.repeat(40)];
const branch = 'cms/company/company';

describe.each([
  ['Cloudflare Pages', () => hosts.pagesSettings as GatewayEnv],
  ['Netlify', () => hosts.netlifySettings as GatewayEnv],
])('on %s', (host, settings) => {
  /** The host's build of `commit` reaching `state`, as its API then lists it. */
  function built(commit: string, state: 'building' | 'live' | 'failed', url: string) {
    if (host === 'Netlify') {
      const netlifyState = { building: 'building', live: 'ready', failed: 'error' }[state];
      hosts.netlify.push({
        commit_ref: commit,
        branch,
        state: netlifyState,
        deploy_ssl_url: url,
        ...(state === 'failed' && { error_message: 'Build script returned non-zero exit code: 2' }),
      });
    } else
      hosts.pages.push({
        url,
        commit,
        branch,
        stage:
          state === 'building'
            ? { name: 'build', status: 'active' }
            : state === 'live'
              ? { name: 'deploy', status: 'success' }
              : { name: 'build', status: 'failure' },
      });
  }

  beforeEach(() => {
    hosts.pages.length = 0;
    hosts.netlify.length = 0;
  });

  it('is pending until the host lists a build of the commit, and while it builds', async () => {
    expect(await previewOf(settings(), newer, branch)).toEqual({ state: 'pending' });
    built(newer, 'building', 'https://2.preview.example');
    expect(await previewOf(settings(), newer, branch)).toEqual({ state: 'pending' });
  });

  it('is live at that deployment’s own address, and an older save’s live preview is not this one’s', async () => {
    built(older, 'live', 'https://1.preview.example');
    expect(await previewOf(settings(), newer, branch)).toEqual({ state: 'pending' });
    built(newer, 'live', 'https://2.preview.example');
    expect(await previewOf(settings(), newer, branch)).toEqual({
      state: 'success',
      url: 'https://2.preview.example',
    });
    expect(await previewOf(settings(), older, branch)).toEqual({
      state: 'success',
      url: 'https://1.preview.example',
    });
  });

  it('fails with the host’s reason in words', async () => {
    built(newer, 'failed', 'https://2.preview.example');
    const preview = await previewOf(settings(), newer, branch);
    expect(preview?.state).toBe('failure');
    expect(preview?.reason).toMatch(/^The host's build of this draft (failed|was cancelled)/);
    if (host === 'Netlify') expect(preview?.reason).toContain('non-zero exit code');
  });

  it('says it could not ask when the token is refused, and never claims a preview', async () => {
    built(newer, 'live', 'https://2.preview.example');
    const wrong = {
      ...settings(),
      PAGES_API_TOKEN: settings().PAGES_API_TOKEN && 'wrong',
      NETLIFY_API_TOKEN: settings().NETLIFY_API_TOKEN && 'wrong',
    };
    const preview = await previewOf(wrong, newer, branch);
    expect(preview?.state).toBe('pending');
    expect(preview?.reason).toMatch(/did not answer/);
  });
});

it('is none where the host builds no previews (nginx)', () => {
  expect(previewOf({}, newer, branch)).toBeUndefined();
});

it('is promised to the editor with drafts on a host that builds them, and nowhere else', () => {
  const on = { CMS_DRAFTS: 'on' };
  for (const host of [hosts.pagesSettings, hosts.netlifySettings]) {
    expect(editorSettings({ ...on, ...host }).previews).toBe(true);
    expect(editorSettings(host).previews).toBe(false);
  }
  expect(editorSettings(on).previews).toBe(false);
  // Half a host's settings build nothing: the project or the site missing.
  expect(editorSettings({ ...on, ...hosts.pagesSettings, PAGES_PROJECT: '' }).previews).toBe(false);
  expect(editorSettings({ ...on, NETLIFY_API_TOKEN: 'token' }).previews).toBe(false);
});
