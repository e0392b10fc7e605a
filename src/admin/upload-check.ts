// A picture the build cannot use is refused when it is chosen, before Decap takes it in:
// the same rule as the content check's (src/content/images.ts), in the same words. A
// phone's photo stored on its side is turned upright first, as the browser shows it.
// Decap's media library hands a chosen file to its upload on the file input's `change`
// event; this listener sees that event first (capture, on the window), holds it while it
// reads the file, and then either lets it through again, with the upright photo in the
// input, or clears the input and says why. The save's content check refuses such a file
// too (./checked-backend.ts): this says it sooner.
import { MAX_IMAGE_BYTES, imageProblem } from '../content/images';
import { imageFile } from './backend-files';
import { clearFindings, showFindings } from './report-panel';

/** Events this module sends on itself, after the check: let through. */
const checkedEvents = new WeakSet<Event>();

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
    let file = chosen;
    let image = await imageFile(file);
    if (file.size <= MAX_IMAGE_BYTES && image.decodes && (image.orientation ?? 1) > 1) {
      file = await turnedUpright(file);
      image = await imageFile(file);
    }
    const problem = imageProblem(image);
    if (problem) return { problem: `"${chosen.name}" ${problem}` };
    ready.push(file);
  }
  return { files: ready };
}

export function checkUploads() {
  window.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== 'file') return;
      if (checkedEvents.has(event) || !input.files?.length) return;
      event.stopImmediatePropagation();
      void checked(input.files).then((result) => {
        if ('problem' in result) {
          input.value = '';
          showFindings({
            kind: 'error',
            title: 'Not uploaded',
            problems: [{ message: result.problem }],
          });
          return;
        }
        clearFindings();
        const transfer = new DataTransfer();
        result.files.forEach((file) => transfer.items.add(file));
        input.files = transfer.files;
        const again = new Event('change', { bubbles: true });
        checkedEvents.add(again);
        input.dispatchEvent(again);
      });
    },
    { capture: true },
  );
}
