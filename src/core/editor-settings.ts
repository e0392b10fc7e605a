// How the editor publishes on this site, which the content API's settings decide
// (functions/_lib/gateway/settings.ts: CMS_DRAFTS, CMS_FOUR_EYES, the host's previews) and the
// editor's page asks for before it starts (the `editorSettings` action,
// src/admin/publishing/site-session.ts): said once, where the content API runs (on the host, or
// `npm run cms`), so a build needs no copy of it. Answered to anyone: nothing in it is secret.

export interface EditorSettings {
  /** Changes are saved as drafts, reviewed, and published from the workflow (Decap's editorial workflow). */
  drafts: boolean;
  /** A draft is set Ready only by someone who is none of its authors. */
  fourEyes: boolean;
  /**
   * The host builds each draft's version as a preview, which the editor links ("View
   * Preview"). Without one Decap would offer "Check for Preview" on every draft, forever.
   */
  previews: boolean;
}

/**
 * What the content API says of its settings, the one rule for the host's gateway and the local
 * server: four eyes and previews are of drafts, and mean nothing without them.
 */
export const editorSettingsSaid = ({ drafts, fourEyes, previews }: EditorSettings) => ({
  drafts,
  fourEyes: drafts && fourEyes,
  previews: drafts && previews,
});
