/**
 * @jest-environment node
 */
// Netlify sends the function only the addresses its configuration lists: every address the
// gateway and the sign-in answer must be among them (a missing one was why drafts were off
// on Netlify: the editor's settings were never asked).
import { GATEWAY_PATHS } from '../_lib/gateway/gateway';
import { AUTHORIZE_PATH, CALLBACK_PATH } from '../_lib/github-sign-in';
import { config } from './gateway';

const routed = (address: string) =>
  config.path.some((path) =>
    path.endsWith('/*') ? address.startsWith(path.slice(0, -1)) : address === path,
  );

test.each([...GATEWAY_PATHS, AUTHORIZE_PATH, CALLBACK_PATH])(
  'Netlify sends %s to the gateway',
  (address) => {
    expect(routed(address)).toBe(true);
  },
);
