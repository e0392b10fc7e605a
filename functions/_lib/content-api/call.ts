// One call of the content API as its action sees it: where the content is kept, who asks,
// how the site publishes, and the moment. Hosts make it for the person their sign-in vouches
// for (../gateway/content-endpoint.ts); `npm run cms` for the developer (scripts/lib/content-server.ts).
import type { Meter } from './meter';
import type { RoleMap } from './roles';
import type { Author, Store } from './store';

export interface ApiSettings {
  drafts: boolean;
  fourEyes: boolean;
  /** Who may do what (./roles.ts); undefined: everyone all. */
  roles?: RoleMap;
}

export interface ApiCall {
  store: Store;
  person: Author;
  settings: ApiSettings;
  now: Date;
  /** What the store spends of GitHub's calls, where it spends any (./meter.ts). */
  meter?: Meter;
  /** The host's preview of a draft's version, where the host builds previews (../gateway/previews.ts). */
  previewOf?: (
    version: string,
    line: string,
  ) => Promise<{ state: string; url?: string } | undefined>;
}
