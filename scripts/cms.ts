// npm run cms — the content editor on this machine: the content API (the site's own server
// code, scripts/content-server.ts), which writes to data/ and locales/ of this working tree
// and keeps drafts as local branches (CMS_DRAFTS=on), and the live development server, which
// shows every published change at once. PORT (default 8000) and CMS_PROXY_PORT (default
// 8081) choose the ports. Ctrl+C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { DEFAULT_PROXY_PORT, startCmsBackend } from './lib/cms-backend';
import { PortTakenError, ensurePortFree, waitForHttp } from './lib/ports';

async function main() {
  const projectDir = process.cwd();
  const ports = {
    PORT: Number(process.env.PORT ?? 8000),
    CMS_PROXY_PORT: Number(process.env.CMS_PROXY_PORT ?? DEFAULT_PROXY_PORT),
  };

  function fail(message: string): never {
    console.error(message);
    process.exit(1);
  }

  // Both ports first: a taken one is the likeliest failure, and is said before anything starts.
  for (const [variable, port] of Object.entries(ports))
    await ensurePortFree(port).catch((error) =>
      fail(
        error instanceof PortTakenError
          ? `${error.message} Stop that program, or choose another port: ${variable}=${port + 1} npm run cms`
          : `Port ${port} cannot be used: ${error.message}`,
      ),
    );

  const backend = await startCmsBackend(projectDir, { port: ports.CMS_PROXY_PORT }).catch((error) =>
    fail(`The editor's backend did not start: ${error.message}`),
  );
  console.log(
    `The editor's backend is up (${backend.url}). Starting the live site: a minute or two the first time…`,
  );
  const develop = spawn(
    path.join(projectDir, 'node_modules/.bin/gatsby'),
    ['develop', '--port', String(ports.PORT)],
    {
      env: {
        ...process.env,
        GATSBY_TELEMETRY_DISABLED: '1',
        CMS_BACKEND: 'local',
        CMS_PROXY_PORT: String(ports.CMS_PROXY_PORT),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
      // Its own process group: gatsby develop starts workers, and stopping must stop them all.
      detached: true,
    },
  );

  let stopping = false;
  async function stop(code: number) {
    if (stopping) return;
    stopping = true;
    if (develop.exitCode === null && develop.signalCode === null) {
      const exited = new Promise((resolve) => develop.once('exit', resolve));
      process.kill(-develop.pid!, 'SIGTERM');
      await exited;
    }
    await backend.close();
    process.exit(code);
  }
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  develop.once('exit', (code) => {
    if (!stopping) {
      console.error(`gatsby develop stopped (exit ${code}); stopping the editor's backend too.`);
      stop(1);
    }
  });
  // Without its backend the editor can neither read nor save: say so here, where the
  // person who started it looks, and stop the live site too rather than run half an editor.
  void backend.exited.then((code) => {
    if (!stopping) {
      console.error(
        `\nThe editor's backend (the content API) stopped (${code}): the editor cannot save any more. Stopping the live site too; run npm run cms again to go on editing (what was typed stays in the open editor until it is published).`,
      );
      stop(1);
    }
  });

  // The first start builds the site's pages: allow it a few minutes on a slow machine.
  const ready = await waitForHttp(ports.PORT, develop, 'gatsby develop', 600).then(
    () => true,
    (error) => {
      console.error(error.message);
      return false;
    },
  );
  if (!ready) await stop(1);
  else {
    const site = `http://localhost:${ports.PORT}`;
    console.log(
      [
        '',
        `Content editor: ${site}/admin/`,
        `Live site:      ${site}/`,
        `What you save in the editor is written to data/ and locales/ here (through ${backend.url}),`,
        'and the live site shows it at once. Ctrl+C stops both.',
        '',
      ].join('\n'),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
