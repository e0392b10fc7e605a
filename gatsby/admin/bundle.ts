// The editor's own code (src/admin/editor.ts) bundled for the browser with esbuild: the file
// formats, the content check (the validator's own modules), the previews with the site's
// templates, components and theme, and the React, Emotion and i18next they need. In the
// preview the site runs without Gatsby: a few modules are stood in for
// (src/admin/preview/without-gatsby/). What the editor needs of the project's files it reads
// through its backend, as the content check does (src/admin/publishing/stored-content.ts).
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

function withoutGatsby(projectDir: string): Plugin {
  const modules = path.join(projectDir, 'src/admin/preview/without-gatsby');
  const replaced: Record<string, string> = {
    gatsby: 'gatsby.tsx',
    'gatsby-plugin-image': 'gatsby-plugin-image.ts',
    'gatsby-plugin-react-i18next': 'gatsby-plugin-react-i18next.ts',
    'react-helmet': 'react-helmet.ts',
  };
  return {
    name: 'without-gatsby',
    setup(bundler) {
      bundler.onResolve(
        { filter: /^(gatsby|gatsby-plugin-image|gatsby-plugin-react-i18next|react-helmet)$/ },
        ({ path: name }) => ({ path: path.join(modules, replaced[name]) }),
      );
    },
  };
}

/** The editor's script, as the text of one ES module. */
export async function bundleEditor(projectDir: string): Promise<string> {
  const result = await build({
    absWorkingDir: projectDir,
    entryPoints: [path.join(projectDir, 'src/admin/editor.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    // The css prop, as the site's Babel preset gives it.
    jsx: 'automatic',
    jsxImportSource: '@emotion/react',
    define: { 'process.env.NODE_ENV': '"production"' },
    // The yaml package's browser build (its Node build reads `process`).
    conditions: ['browser'],
    plugins: [withoutGatsby(projectDir)],
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}
