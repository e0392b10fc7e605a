/**
 * @jest-environment node
 */
import { cmsBackend } from './backend';

describe('the editor’s backend, chosen by CMS_BACKEND at build time', () => {
  it('is the local backend by default, on 127.0.0.1 and the port npm run cms uses', () => {
    expect(cmsBackend({})).toMatchObject({
      config: { name: 'proxy', proxy_url: 'http://127.0.0.1:8081/api/v1', branch: 'main' },
      connectSources: ['http://127.0.0.1:8081'],
    });
    expect(cmsBackend({ CMS_PROXY_PORT: '9081' }).connectSources).toEqual([
      'http://127.0.0.1:9081',
    ]);
  });

  it('is Git Gateway on Netlify, reaching nothing beyond the site itself', () => {
    expect(cmsBackend({ CMS_BACKEND: 'git-gateway', CMS_BRANCH: 'content' })).toMatchObject({
      config: { name: 'git-gateway', branch: 'content' },
      connectSources: [],
    });
  });

  it('is GitHub with an OAuth endpoint elsewhere, and says what it needs when that is missing', () => {
    const github = cmsBackend({
      CMS_BACKEND: 'github',
      CMS_REPO: 'noordvliet/site',
      CMS_AUTH_URL: 'https://auth.noordvliet-cargo.example/oauth',
    });
    expect(github.config).toEqual({
      name: 'github',
      repo: 'noordvliet/site',
      branch: 'main',
      base_url: 'https://auth.noordvliet-cargo.example',
      auth_endpoint: 'oauth',
    });
    expect(github.connectSources).toEqual([
      'https://api.github.com',
      'https://auth.noordvliet-cargo.example',
    ]);
    expect(() => cmsBackend({ CMS_BACKEND: 'github' })).toThrow(/CMS_REPO and CMS_AUTH_URL/);
    expect(() => cmsBackend({ CMS_BACKEND: 'gitlab' })).toThrow(
      /must be local, git-gateway or github/,
    );
  });
});
