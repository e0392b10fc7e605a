// Decap's npm modules as ./app.ts uses them. They are installed inside the decap-cms
// package, with the React 19 they run on (npm cannot put them beside the site's React 18),
// and ship no types: these are the parts used, as Decap documents them.
declare module 'decap-cms-core' {
  export const DecapCmsCore: import('./types').DecapCms;
}

declare module 'decap-cms-backend-proxy' {
  export const ProxyBackend: new (...args: unknown[]) => object;
}

declare module 'decap-cms-backend-github' {
  /** Its sign-in page: a button that opens the sign-in window at `auth_endpoint` of `base_url`. */
  export const AuthenticationPage: import('./types').DecapComponent;
}

/** A widget module: its `Widget()` is what CMS.registerWidget takes. */
declare module 'decap-cms-widget-*' {
  const widget: { Widget(): object };
  export default widget;
}

declare module 'decap-cms-locales' {
  export const en: object;
  export const nl: object;
}

declare module 'create-react-class' {
  const createClass: import('./types').DecapReact['createClass'];
  export default createClass;
}
