// Decap CMS as this site uses it, bundled with the editor's code from Decap's own npm modules
// (gatsby/admin/bundle.ts) instead of its ready-built bundle of every backend and widget: the core,
// its proxy backend, which speaks the site's content API on this machine and on the site
// (gatsby/admin/backend.ts), the sign-in page of its GitHub backend (a window at the site's own
// sign-in, for the proxy backend on the site), the widgets its forms use (./widgets.ts), and English and Dutch. Decap's fixes that this site
// needs are carried as patches of its modules (patches/, applied by patch-package on install).
// As Decap's bundle did, it hands the editor's code (../editor.ts, which imports this module
// first) the registry as `window.CMS` and Decap's React (19, the one React of the editor's
// page) as `window.h` and `window.createClass`; the editor starts Decap itself, once its
// formats, backends and previews are registered.
import createClass from 'create-react-class';
import { ProxyBackend } from 'decap-cms-backend-proxy';
import { AuthenticationPage } from 'decap-cms-backend-github';
import { DecapCmsCore as CMS } from 'decap-cms-core';
import { en, nl } from 'decap-cms-locales';
import { createElement } from 'react';
import { decapWidgets } from './widgets';

CMS.registerBackend('proxy', ProxyBackend);
CMS.registerWidget(decapWidgets());
// Decap's phrases in the languages the editor speaks (src/core/editor-language.ts), which
// ../decap/phrases.ts words as the site does before Decap starts.
CMS.registerLocale('en', en);
CMS.registerLocale('nl', nl);

window.CMS = CMS;
window.h = createElement as typeof window.h;
window.createClass = createClass;
window.decapSignInPage = AuthenticationPage;
