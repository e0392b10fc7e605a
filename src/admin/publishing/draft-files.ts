// A form's draft as it is saved now (drafts on, Decap's editorial workflow), for the merge of a
// save into it (./merge-since-loaded.ts). A form opened from its draft was loaded from the
// draft's files, not the publishing branch's: merging a second save against the branch would
// take the branch's values wherever the draft changed them, and undo the draft's earlier
// changes. Against the draft as saved now, only what a colleague saved into it since this form
// was loaded is merged in.
import { formOf } from '../../content/forms';
import type { ContentSource } from '../../content/source';
import type { BackendImplementation, DataFile, PersistOptions } from '../decap/types';

/** The content with the files of the draft of `entry`'s form read from the draft's branch. */
export function draftFiles(
  backend: BackendImplementation,
  entry: { dataFiles: Array<DataFile & { slug?: string }> },
  options: PersistOptions,
  stored: ContentSource,
): ContentSource {
  const collection = options.collectionName;
  const slug = entry.dataFiles[0]?.slug;
  const read = backend.unpublishedEntryDataFile;
  if (!collection || !slug || !read) return stored;
  const ofThisForm = (path: string) => {
    const form = formOf(path);
    return form?.collection === collection && form.file === slug;
  };
  return {
    ...stored,
    readText: (path) =>
      // Without a version, the backend reads the file as the draft's branch holds it.
      ofThisForm(path)
        ? read.call(backend, collection, slug, path, undefined)
        : stored.readText(path),
  };
}
