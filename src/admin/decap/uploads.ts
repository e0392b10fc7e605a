// Decap's media library hands a chosen file to its upload on the file input's `change`
// event, and offers no hook before it takes the file in (decap-cms #2011 asks for upload
// validation). The listener here sees that event first (capture, on the window), holds it
// while the editor looks at the files, and then either lets it through again with the files
// the check gives back (a photo turned upright), or clears the input. Test: "a picture the
// build cannot use is refused when chosen, saying why; nothing is uploaded"
// (e2e/tests/editor-pictures-preview.spec.ts): Decap would upload the file if this stopped hearing it first.

/** Events sent again after the check: let through. */
const checkedEvents = new WeakSet<Event>();

/**
 * Calls `check` with every set of files chosen in a file input before Decap sees them; the
 * files it resolves with are what Decap gets, and none (undefined) means none is taken.
 */
export function holdChosenFiles(check: (files: FileList) => Promise<File[] | undefined>) {
  window.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== 'file') return;
      if (checkedEvents.has(event) || !input.files?.length) return;
      event.stopImmediatePropagation();
      void check(input.files).then((files) => {
        if (!files) {
          input.value = '';
          return;
        }
        const transfer = new DataTransfer();
        files.forEach((file) => transfer.items.add(file));
        input.files = transfer.files;
        const again = new Event('change', { bubbles: true });
        checkedEvents.add(again);
        input.dispatchEvent(again);
      });
    },
    { capture: true },
  );
}
