// Decap's addresses in the editor (its hash routes: a form's,
// `#/collections/<collection>/entries/<file>`, and the Workflow board's), written and read here only.
import { type FormAddress, contentForms } from '../../content/forms';

/** The editor's address of `form`. */
export const entryAddress = ({ collection, file }: FormAddress) =>
  `#/collections/${collection}/entries/${file}`;

/** The editor's address of Decap's Workflow board (drafts on). */
export const WORKFLOW_ADDRESS = '#/workflow';

/** The form an address of the editor shows, if it is one of the model's. */
export function formAtAddress(hash: string): FormAddress | undefined {
  const match = /^#\/collections\/([^/]+)\/entries\/([^/?#]+)/.exec(hash);
  return contentForms.find(
    ({ collection, file }) => collection === match?.[1] && file === match?.[2],
  );
}
