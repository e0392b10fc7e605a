import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { ADMIN_PATH } from './write-admin';

/**
 * `gatsby develop` serves static/ file by file but answers a folder's address with its
 * development 404 page; the editor lives at /admin/, as it does in every build.
 */
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app, store }) => {
  const { program } = store.getState();
  app.get(ADMIN_PATH, (_request: unknown, response: { sendFile: (file: string) => void }) =>
    response.sendFile(path.join(program.directory, 'static', ADMIN_PATH, 'index.html')),
  );
};
