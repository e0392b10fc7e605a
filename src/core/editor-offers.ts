// What the editor offers the person signed in (publishing, Ready, a time, a whole form or its
// translations only…), which the content API works out from its declaration of actions and the
// site's roles (functions/_lib/content-api/actions.ts, offersTo: each offer judged as its
// action's call would be) and says in its `whoami` answer; the editor's page offers that and no
// more (src/admin/publishing/roles-offered.ts). Declared once, here, for both.

/** What the editor offers a person, by name. */
export interface Offers {
  /** Reading the content at all. */
  read: boolean;
  /** Changing the content: saved as a draft, or, where there are no drafts, published by one who may. */
  save: boolean;
  /** Every field of a form, lists' entries added, removed and moved; otherwise the translations only. */
  wholeForm: boolean;
  /** Publishing: a draft, or a change at once. */
  publish: boolean;
  /** Setting a draft Ready. */
  setReady: boolean;
  /** Giving a draft a time to go live. */
  setTime: boolean;
  /** Deleting a draft. */
  deleteDraft: boolean;
  /** Deleting a picture in the media library. */
  deletePicture: boolean;
  /** Bringing back an earlier version. */
  restore: boolean;
  /** Confirming a translation still says what its English says. */
  confirmTranslation: boolean;
}
