import { type FormAddress, formOf, textsCollection } from '../../content/forms';
import { notFoundRoute, routes } from '../../core/routes';
import { contentFiles } from '../../content/schemas';
import { type PreviewTemplate, isPreviewTemplate } from './preview-templates';

/**
 * Which page of the site previews each collection of the editor: the page its file is on, as
 * the content model says (src/content/schemas.ts). Collections not named here (the interface
 * texts) keep Decap's plain preview.
 */
export const previewPages: Record<string, PreviewTemplate> = Object.fromEntries(
  contentFiles.map(({ file, page }) => {
    const template = routes.find(({ id }) => id === page)!.template;
    if (!isPreviewTemplate(template))
      throw new Error(
        `data/${file} is shown on the page ${page}, which the editor's preview cannot draw yet: add ${template} to src/admin/preview/page-views.tsx (docs/ARCHITECTURE.md, "Adding a page")`,
      );
    return [formOf(`data/${file}`)!.collection, template];
  }),
);

/**
 * The page a form's change shows on, in the default language: where a draft's whole-site
 * preview opens (Decap's `preview_path`). A file shown on one page leads there; the texts of
 * a page's own namespace to that page; everything else (the texts every page shares, a file
 * of no page) to the home page.
 */
export function pagePathOf({ collection, file }: FormAddress): string {
  const template =
    previewPages[collection] ??
    [...routes, notFoundRoute].find(({ id }) => collection === textsCollection(file) && id === file)
      ?.template;
  return [...routes, notFoundRoute].find((route) => route.template === template)?.path ?? '/';
}
