import { readConfigInLanguage } from './config-in-language';
import { initOptions } from '../publishing/site-session';
import { configFileOf } from './form-names';

/** A fetch that answers `body` with `status` and notes what it was asked for. */
function answering(body: string, status = 200) {
  const asked: string[] = [];
  const read = (async (address: URL) => {
    asked.push(String(address));
    // jsdom has no Response: what the reader uses of one.
    return { ok: status < 400, status, text: async () => body } as Response;
  }) as unknown as typeof fetch;
  return { read, asked };
}

describe('the configuration the page reads for Decap', () => {
  it('is the build’s file of the editor’s language, read with the site’s YAML reader', async () => {
    const { read, asked } = answering('backend:\n  name: checked-proxy\ncollections: []\n');
    await expect(readConfigInLanguage(read)).resolves.toEqual({
      backend: { name: 'checked-proxy' },
      collections: [],
    });
    expect(asked).toEqual([new URL(configFileOf('en'), document.baseURI).href]);
  });

  it('says what went wrong where the file is missing or is no map of settings', async () => {
    await expect(readConfigInLanguage(answering('gone', 404).read)).rejects.toThrow(
      /config\.yml\) answered 404/,
    );
    await expect(readConfigInLanguage(answering('- a list').read)).rejects.toThrow(
      /is not a map of settings/,
    );
  });

  it('is handed to Decap whole, Decap loading no file, with the page’s own settings over it', () => {
    const read = { backend: { name: 'checked-proxy', proxy_url: 'http://127.0.0.1:8081/api/v1' } };
    const { config } = initOptions(
      document,
      { drafts: true, fourEyes: false, previews: false },
      read,
    );
    expect(config).toMatchObject({
      load_config_file: false,
      locale: 'en',
      publish_mode: 'editorial_workflow',
      backend: read.backend,
    });
  });
});
