// Plain JavaScript, so the post-build step and the Node scripts (CSP, benchmark) share it.
import { filesBelow } from './files.mjs';

/** Every .html file below `folder`. */
export async function htmlFiles(folder) {
  return (await filesBelow(folder)).filter((file) => file.endsWith('.html'));
}
