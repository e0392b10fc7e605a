// npm run docs:modules — writes every guide's marked lists of modules again from the modules'
// opening comments (./module-lists.ts), after a module is added, renamed or its comment changed.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { guideFiles, withModuleLists } from './module-lists';

const root = path.resolve(__dirname, '../..');
for (const guide of guideFiles(root)) {
  const file = path.join(root, guide);
  const before = readFileSync(file, 'utf8');
  const after = withModuleLists(root, before);
  if (after !== before) {
    writeFileSync(file, after);
    console.log(`${guide}: module lists written`);
  }
}
