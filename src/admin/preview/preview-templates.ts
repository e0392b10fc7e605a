// Which pages the editor's preview draws from a form's values (./page-views.tsx): those that
// show a data file. A page of interface texts alone keeps Decap's plain preview.

/** The pages a preview can draw, by their templates' file names in src/templates/. */
export const previewTemplates = [
  'HomePage',
  'AboutPage',
  'ServicesPage',
  'TermsPage',
  'ContactPage',
] as const;
export type PreviewTemplate = (typeof previewTemplates)[number];

/** Whether the preview draws the page of `template`. */
export const isPreviewTemplate = (template: string): template is PreviewTemplate =>
  (previewTemplates as readonly string[]).includes(template);
