// Where the editor's people sign in when the site signs them in itself (Cloudflare Access, or
// GitHub for identity: functions/): on the origin the editor is opened at, which only the
// browser knows (the site's own domain, a preview address). Decap opens its sign-in window at
// `base_url` and accepts the handshake's messages only from that origin, so the editor hands
// it this page's origin through Decap's documented manual configuration, beside the build's
// configuration the page read (../forms/config-in-language.ts). The build marks such an editor's page (gatsby/admin/write-admin.ts). Node
// reads this module too (for the mark's name): nothing of the browser's runs on import.
import type { DecapConfig } from '../forms/config-in-language';
import type { EditorSettings } from '../../core/editor-settings';
import type { Offers } from '../../core/editor-offers';
import { askContentApi, contentApiUrl } from './content-api';
import { editorLanguage } from '../words/say';
import type { BackendImplementation } from '../decap/types';

/** The page's `<meta name>` that says the sign-in is the site's own. */
export const SIGN_IN_ON_SITE = 'editor-sign-in-on-site';

/** Whether the build marked this page as one whose people sign in on the site itself. */
const signsInOnSite = (page: Document) => page.getElementsByName(SIGN_IN_ON_SITE).length > 0;

/** Whether staff sign in on the site with their company account (Access), as the build says. */
export const signsInWithCompanyAccount = (page: Document = document) =>
  (page.getElementsByName(SIGN_IN_ON_SITE)[0] as HTMLMetaElement | undefined)?.content === 'access';

const NO_DRAFTS: EditorSettings = { drafts: false, fourEyes: false, previews: false };

/** How long the editor waits for the content API's answer before it starts without it. */
const SETTINGS_WAIT_MS = 10_000;

/**
 * How this site publishes, as its content API says (src/core/editor-settings.ts), asked before
 * Decap starts: on the site, and on this machine (`CMS_DRAFTS=on npm run cms`). Unanswered
 * (within SETTINGS_WAIT_MS), the editor publishes as it saves, and `unanswered` hears why: a
 * content API with drafts on refuses such a Publish in words, so nothing goes live unreviewed.
 */
export async function readSiteSettings(
  page: Document = document,
  unanswered: (why: string) => void = () => undefined,
): Promise<EditorSettings> {
  if (!contentApiUrl(page)) return NO_DRAFTS;
  try {
    const { drafts, fourEyes, previews } = await askContentApi<Partial<EditorSettings>>(
      'editorSettings',
      {},
      { page, signal: AbortSignal.timeout(SETTINGS_WAIT_MS) },
    );
    return { drafts: drafts === true, fourEyes: fourEyes === true, previews: previews === true };
  } catch (error) {
    unanswered(error instanceof Error ? error.message : String(error));
    return NO_DRAFTS;
  }
}

/**
 * What `CMS.init` is given on this page, through Decap's documented manual configuration: the
 * build's configuration in the editor's language, read by the page
 * (../forms/config-in-language.ts; Decap loads no file of its own), with the editor's
 * language (../words/say.ts), the sign-in's origin, when it is this one, and with drafts on
 * Decap's editorial workflow.
 */
export function initOptions(
  page: Document = document,
  settings: EditorSettings = NO_DRAFTS,
  config: DecapConfig = {},
) {
  return {
    config: configAsGiven(config, {
      locale: editorLanguage(),
      drafts: settings.drafts,
      ...(signsInOnSite(page) && { signInOrigin: page.location.origin }),
    }),
  };
}

/**
 * The build's configuration as this page hands it to Decap, which checks it as it starts; the
 * build runs that check on it (gatsby/admin/decap-config-check.ts), in each language, with
 * drafts on and off, since the page's Decap has no checker of its own (gatsby/admin/bundle.ts).
 */
export function configAsGiven(
  config: DecapConfig,
  given: { locale: string; drafts: boolean; signInOrigin?: string },
): DecapConfig {
  return {
    ...config,
    load_config_file: false,
    locale: given.locale,
    ...(given.signInOrigin && {
      backend: { ...config.backend, base_url: given.signInOrigin },
    }),
    ...(given.drafts && { publish_mode: 'editorial_workflow' }),
  };
}

/** Who the content API says is signed in, their roles (CMS_ROLES, docs/DEPLOYING.md), and what the editor offers them. */
export interface Person {
  name: string;
  email: string;
  roles: string[];
  offers: Offers;
}

const personListeners = new Set<(person: Person) => void>();

const whoami = () => askContentApi<Person>('whoami');
/** The content API's answer at the editor's start, asked once for every listener. */
let atStart: Promise<Person> | undefined;

/**
 * Calls `listener` with the person signed in: at once where the content API knows them (on
 * this machine, or a reload with a session), and again whenever someone signs in on the site.
 */
export function followPerson(listener: (person: Person) => void) {
  personListeners.add(listener);
  atStart ??= whoami();
  atStart.then(listener, () => undefined);
}

/** The person the site's session vouches for, as Decap keeps its signed-in user. */
async function sessionUser(token: unknown) {
  const person = await whoami();
  personListeners.forEach((listener) => listener(person));
  const { name, email } = person;
  return {
    name,
    email,
    login: email,
    avatar_url: '',
    token: typeof token === 'string' ? token : '',
  };
}

/**
 * Signing in on the site (the build marks the page): Decap's sign-in page opens the site's own
 * sign-in window (Cloudflare Access, or GitHub for identity), which gives this browser the
 * session's cookie; who signed in is then asked of the content API, and asked again at every
 * reload, so an ended session shows the sign-in page again. On this machine: Decap's own.
 */
export function siteSignIn(page: Document = document): Partial<BackendImplementation> {
  if (!signsInOnSite(page)) return {};
  return {
    authComponent: () => window.decapSignInPage,
    authenticate: (credentials) => sessionUser((credentials as { token?: unknown })?.token),
    restoreUser: (user) => sessionUser((user as { token?: unknown })?.token),
  };
}

/**
 * Signing out ends the site's own session too: the content gateway's cookie, which no script
 * can read or delete, is revoked by the gateway (functions/_lib/gateway/session-endpoints.ts).
 * The header is what Decap sends with its own calls, and what no cross-site form can. Where
 * Cloudflare Access guards the site, the gateway answers with the address of Access's own
 * sign-out, which ends the company sign-in too: resolved with it, for the editor to open once
 * Decap has signed out.
 */
export async function endSiteSession(page: Document = document): Promise<string | undefined> {
  if (!signsInOnSite(page)) return undefined;
  try {
    const answer = await fetch('/api/session/end', {
      method: 'POST',
      headers: { Authorization: 'token signing-out' },
    });
    const { signOutOfAccess } = (await answer.json()) as { signOutOfAccess?: unknown };
    return typeof signOutOfAccess === 'string' && signOutOfAccess.startsWith('/')
      ? signOutOfAccess
      : undefined;
  } catch {
    return undefined;
  }
}
