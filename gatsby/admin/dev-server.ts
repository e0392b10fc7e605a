import { existsSync } from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { ADMIN_PATH, editorDir } from './write-admin';

interface Request {
  path: string;
}
interface Response {
  sendFile(file: string): void;
}

/**
 * `gatsby develop` serves the editor at /admin/, as every build does, from where it is
 * written (the build's cache, ./write-admin.ts): its page for the folder's address, and its
 * files by name.
 */
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app, store }) => {
  const { program } = store.getState();
  const folder = editorDir(program.directory);
  app.use(ADMIN_PATH, (request: Request, response: Response, next: () => void) => {
    const name = request.path === '/' ? 'index.html' : path.basename(request.path);
    const file = path.join(folder, name);
    if (existsSync(file)) response.sendFile(file);
    else next();
  });
};
