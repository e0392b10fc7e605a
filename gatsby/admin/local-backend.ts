// The editor's configuration (./backend.ts) and `npm run cms` (scripts/cms.ts) both name
// the local backend's port, from here.

/** The local content API's port (scripts/content-server.ts) unless CMS_PROXY_PORT says otherwise. */
export const DEFAULT_PROXY_PORT = 8081;
