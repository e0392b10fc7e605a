// A picture the build cannot use is refused when it is chosen, before Decap takes it in:
// the same rule as the content check's (src/content/images.ts), in the same words. A
// phone's photo stored on its side is turned upright first, as the browser shows it.
// Decap's media library takes a chosen file only after this check (../decap/uploads.ts),
// with the upright photo in its place. The save's content check refuses such a file too
// (../publishing/checked-backend.ts): this says it sooner.
import { MAX_PICTURE_NAME } from '../../content/content-files';
import { MAX_IMAGE_BYTES, imageProblem } from '../../content/images';
import { holdChosenFiles } from '../decap/uploads';
import { imageFile } from './image-file';
import { clearFindings, showFindings } from '../panel/report-panel';
import { editorLanguage, say } from '../words/say';

/** JPEG quality of a photo turned upright: the build makes its own sizes from it. */
const UPRIGHT_QUALITY = 0.92;

/** The photo as it looks (the browser applies its EXIF orientation), without the mark. */
async function turnedUpright(file: File): Promise<File> {
  const bitmap = await createImageBitmap(file);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
  bitmap.close();
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: UPRIGHT_QUALITY });
  return new File([blob], file.name, { type: 'image/jpeg', lastModified: file.lastModified });
}

/** The files to upload, or why not. */
async function checked(files: FileList): Promise<{ files: File[] } | { problem: string }> {
  const ready: File[] = [];
  for (const chosen of files) {
    // The server refuses a longer name (src/content/content-files.ts): said before the upload.
    if (chosen.name.length > MAX_PICTURE_NAME)
      return {
        problem: say({
          en: `"${chosen.name.slice(0, 40)}…" has a name of ${chosen.name.length} characters: a picture's name is at most ${MAX_PICTURE_NAME}. Rename the file, then choose it again.`,
          nl: `"${chosen.name.slice(0, 40)}…" heeft een naam van ${chosen.name.length} tekens: de naam van een afbeelding is hoogstens ${MAX_PICTURE_NAME} tekens. Geef het bestand een andere naam en kies het opnieuw.`,
        }),
      };
    let file = chosen;
    let image = await imageFile(file);
    if (file.size <= MAX_IMAGE_BYTES && image.decodes && (image.orientation ?? 1) > 1) {
      file = await turnedUpright(file);
      image = await imageFile(file);
    }
    const problem = imageProblem(image, editorLanguage());
    if (problem) return { problem: `"${chosen.name}" ${problem}` };
    ready.push(file);
  }
  return { files: ready };
}

/** Refuses a picture the build cannot use as soon as it is chosen, saying why. */
export function checkUploads() {
  holdChosenFiles(async (files) => {
    const result = await checked(files);
    if ('problem' in result) {
      showFindings({
        kind: 'error',
        title: say({ en: 'Not uploaded', nl: 'Niet geüpload' }),
        problems: [{ message: result.problem }],
      });
      return undefined;
    }
    clearFindings();
    return result.files;
  });
}
