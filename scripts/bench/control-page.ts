// The control: one heading and one paragraph, no stylesheet, script or image, served and
// measured like the site's pages. What Lighthouse reports for it is the browser's and
// Lighthouse's own cost on this machine, which no page can go below.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Control page</title><meta name="description" content="The benchmark's control page."></head>
<body><h1>Control page</h1><p>One paragraph of text and nothing else.</p></body></html>
`;

export async function makeControlPage(target: string): Promise<string> {
  await mkdir(target, { recursive: true });
  // The server answers unknown paths with 404.html, so the control has one too.
  for (const file of ['index.html', '404.html']) await writeFile(path.join(target, file), html);
  return target;
}
