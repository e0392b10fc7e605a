// A picture in its folder below data/ (`images/services`), written from the YAML file as
// `./images/services/cold-storage.jpg`. The folder is one of the content's (../content-files.ts);
// the check reads the picture whole (../images.ts). In the editor the editor's own picture
// widget, uploading into that folder only.
import { type FieldWords, field, textSchema } from './field';

export const image = (words: FieldWords, { folder }: { folder: string }) =>
  field({
    schema: textSchema(),
    meta: {
      graphql: 'File',
      directives: '@fileByRelativePath',
      expected: `the path of a picture in data/${folder}/, such as ./${folder}/photo.jpg`,
    },
    shape: { kind: 'image', folder },
    words,
    widget: ({ pictureWidget }) => ({
      widget: pictureWidget,
      choose_url: false,
      // Relative to the YAML file, as the files write them: ./images/about
      media_folder: `./${folder}`,
      public_folder: `./${folder}`,
    }),
  });
