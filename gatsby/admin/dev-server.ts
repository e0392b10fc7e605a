import { existsSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_PATH, editorDir } from './write-admin';

interface Request {
  path: string;
}
interface Response {
  sendFile(file: string): void;
}
interface App {
  use(
    path: string,
    handler: (request: Request, response: Response, next: () => void) => void,
  ): void;
}

/**
 * `gatsby develop` serves the editor at /admin/, as every build does, from where it is
 * written (the build's cache, ./write-admin.ts): its page for the folder's address, and its
 * files by their paths in it. Handed to Gatsby as `developMiddleware` (gatsby-config.ts), which runs
 * before the development server serves `public/`: a production build's older editor there
 * (its config.yml naming another backend port, its older scripts) must not answer instead
 * (`onCreateDevServer` runs after it, and so it did). Test: "npm run cms: the live site
 * opens…" (e2e/tests/cms.spec.ts), beside a stale public/admin/.
 */
export function serveEditor(app: App, projectDir = process.cwd()) {
  const folder = path.resolve(editorDir(projectDir));
  app.use(ADMIN_PATH, (request, response, next) => {
    const name = request.path === '/' ? 'index.html' : request.path;
    const file = path.join(folder, name);
    // Its files by their paths in its folder (the script's chunks: chunks/…), nothing outside it.
    if (file.startsWith(folder + path.sep) && existsSync(file)) response.sendFile(file);
    else next();
  });
}
