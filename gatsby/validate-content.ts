import type { GatsbyNode } from 'gatsby';
import { writeAdmin } from './admin/write-admin';
import { formatReport } from '../src/content/report';
import { validateContent } from './content/validate';

/** The build's own error, "ERROR #content": the content check refused a file. */
const CONTENT_ERROR = 'content';

/**
 * Checks the content before anything else, so a typo in a YAML file stops the build with
 * the editor's message instead of a stack trace, or worse, a page silently missing a part.
 */
export const onPreInit: GatsbyNode['onPreInit'] = async ({ reporter }) => {
  const report = await validateContent(process.cwd());
  if (report.errors.length > 0) {
    // A structured error of Gatsby's reporter: its text alone, with no stack trace to bury it.
    reporter.setErrorMap({
      [CONTENT_ERROR]: {
        text: (context: { report: string }) => context.report,
        level: 'ERROR',
        category: 'USER',
      },
    });
    reporter.panic({ id: CONTENT_ERROR, context: { report: formatReport(report) } });
  }
  for (const { message } of report.warnings) reporter.warn(`Content: ${message}`);
};

/** The content editor, written from the same model once Gatsby's cache is in order. */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = () => writeAdmin(process.cwd());
