// The content API on this machine (./lib/content-server.ts), as a process of its own, which
// `npm run cms` and the editor's browser tests start: PORT, and the working copy it writes
// (the folder it runs in). CMS_DRAFTS=on keeps drafts as local branches.
import { startContentServer } from './lib/content-server';

startContentServer({ port: Number(process.env.PORT), repoDir: process.cwd() }).then(
  ({ url }) => console.log(`The content API answers at ${url}`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
