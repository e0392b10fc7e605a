// Decap CMS as this site uses it, bundled from Decap's own npm modules (gatsby/admin/
// decap-bundle.ts) instead of its ready-built bundle of every backend and widget: the core,
// its proxy backend, which speaks the site's content API on this machine and on the site
// (gatsby/admin/backend.ts), the sign-in page of its GitHub backend (a window at the site's own
// sign-in, for the proxy backend on the site), the widgets its forms use, and English. Decap's fixes that this site
// needs are carried as patches of its modules (patches/, applied by patch-package on install).
// As Decap's bundle did, it hands the editor's code (../editor.ts) the registry as `window.CMS`
// and Decap's own React (19; the site's is 18) as `window.h` and `window.createClass`; the
// editor starts Decap itself, once its formats, backends and previews are registered.
import createClass from 'create-react-class';
import { ProxyBackend } from 'decap-cms-backend-proxy';
import { AuthenticationPage } from 'decap-cms-backend-github';
import { DecapCmsCore as CMS } from 'decap-cms-core';
import { en } from 'decap-cms-locales';
import datetime from 'decap-cms-widget-datetime';
import image from 'decap-cms-widget-image';
import list from 'decap-cms-widget-list';
import number from 'decap-cms-widget-number';
import object from 'decap-cms-widget-object';
import relation from 'decap-cms-widget-relation';
import select from 'decap-cms-widget-select';
import string from 'decap-cms-widget-string';
import text from 'decap-cms-widget-text';
import { createElement } from 'react';

CMS.registerBackend('proxy', ProxyBackend);
CMS.registerWidget(
  [string, text, number, select, list, object, relation, image, datetime].map((widget) =>
    widget.Widget(),
  ),
);
// Decap's phrases, through its locale, in the site's words: the sign-in button says what it
// does, whichever way people sign in (Cloudflare Access with a company account, or GitHub);
// a refused write's notice is the refusal's own words (../panel/report-panel.ts, Refusal), with no
// "Failed to persist entry: Error:" before them; a form that cannot be read is "Not opened"
// (not "Failed to load entry"); a saved form is "Published", not an "entry".
const phrases = en as { auth: Record<string, string>; ui: { toast: Record<string, string> } };
CMS.registerLocale('en', {
  ...phrases,
  auth: { ...phrases.auth, loginWithGitHub: 'Sign in' },
  ui: {
    ...phrases.ui,
    toast: {
      ...phrases.ui.toast,
      onFailToLoadEntries: 'Not opened: %{details}',
      onFailToPersist: '%{details}',
      onFailToDelete: '%{details}',
      // The site publishes as it saves (no drafts): Decap's "Entry saved" is a Publish.
      entrySaved: 'Published',
      entryPublished: 'Published',
    },
  },
});

window.CMS = CMS;
window.h = createElement as typeof window.h;
window.createClass = createClass;
window.decapSignInPage = AuthenticationPage;
