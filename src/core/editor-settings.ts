// How the editor publishes on this site, which the content gateway's settings decide
// (functions/_lib/gateway/settings.ts: CMS_DRAFTS, CMS_FOUR_EYES) and the editor's page asks
// for before it starts (src/admin/publishing/site-settings.ts): said once, on the host that
// runs the gateway, so a build needs no copy of it.

/** Where the editor's page asks. Answered to anyone: nothing in it is secret. */
export const EDITOR_SETTINGS_PATH = '/api/editor-settings';

export interface EditorSettings {
  /** Changes are saved as drafts, reviewed, and published from the workflow (Decap's editorial workflow). */
  drafts: boolean;
  /** A draft is published only by someone other than its last author. */
  fourEyes: boolean;
}
