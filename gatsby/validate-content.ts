import type { GatsbyNode } from 'gatsby';
import { editorSettingProblem } from './admin/backend';
import { writeAdmin } from './admin/write-admin';
import { formatReport } from '../src/content/report';
import { validateContent } from './content/validate';
import { writeTextTypes } from './text-types';

/**
 * The build's own errors: "ERROR #content", the content check refused a file; "ERROR
 * #editor-settings", a setting the content editor needs is missing or wrong.
 */
const CONTENT_ERROR = 'content';
const SETTINGS_ERROR = 'editor-settings';

type Reporter = Parameters<NonNullable<GatsbyNode['onPreInit']>>[0]['reporter'];

/**
 * Stops the build with `text` alone, as a structured error of Gatsby's reporter: no stack
 * trace, and no code frame of Gatsby's compiled gatsby-node.js (some 100 KB of it) to bury it.
 */
function stop(reporter: Reporter, id: string, text: string): never {
  reporter.setErrorMap({
    [id]: { text: (context: { text: string }) => context.text, level: 'ERROR', category: 'USER' },
  });
  return reporter.panic({ id, context: { text } });
}

/**
 * Checks the editor's settings and the content before anything else, so a missing setting or
 * a typo in a YAML file stops the build with its sentence instead of a stack trace, or worse,
 * a page silently missing a part.
 */
export const onPreInit: GatsbyNode['onPreInit'] = async ({ reporter }) => {
  const setting = editorSettingProblem(process.env);
  if (setting) stop(reporter, SETTINGS_ERROR, `The content editor cannot be built: ${setting}.`);
  const report = await validateContent(process.cwd());
  if (report.errors.length > 0) stop(reporter, CONTENT_ERROR, formatReport(report));
  for (const { message } of report.warnings) reporter.warn(`Content: ${message}`);
};

/**
 * The content editor, written from the same model once Gatsby's cache is in order; and the
 * interface texts' types, from their files.
 */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = () => {
  writeTextTypes(process.cwd());
  return writeAdmin(process.cwd());
};
