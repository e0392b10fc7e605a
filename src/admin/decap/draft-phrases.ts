// With drafts on (the content API says so: ../publishing/site-session.ts), Decap's "saved"
// is a draft saved, not a Publish as ./app.ts words it for a site that publishes as it saves;
// and a refused publish of a draft, or a refused note, reads as the refusal's own words, as a
// refused save does (the content API's refusals are whole sentences).
type Phrases = { ui: { toast: Record<string, string> } };

export function sayDraftPhrases() {
  const en = window.CMS.getLocale('en') as Phrases | undefined;
  if (!en) return;
  window.CMS.registerLocale('en', {
    ...en,
    ui: {
      ...en.ui,
      toast: {
        ...en.ui.toast,
        entrySaved: 'Saved as a draft',
        onFailToPublishEntry: '%{details}',
        onFailToUpdateStatus: '%{details}',
        onFailToAddNote: '%{details}',
        onFailToUpdateNote: '%{details}',
        onFailToDeleteNote: '%{details}',
        onFailToToggleNote: '%{details}',
      },
    },
  });
}
