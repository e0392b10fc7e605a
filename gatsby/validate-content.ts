import type { GatsbyNode } from 'gatsby';
import { writeAdmin } from './admin/write-admin';
import { formatReport } from '../src/content/report';
import { turnPhotosUpright } from './content/upright';
import { validateContent } from './content/validate';

/**
 * Checks the content before anything else, so a typo in a YAML file stops the build with
 * the editor's message instead of a stack trace, or worse, a page silently missing a part.
 * Then writes the content editor's forms from the same model (static/admin/), before
 * Gatsby copies static/ into the build or serves it in development.
 */
export const onPreInit: GatsbyNode['onPreInit'] = async ({ reporter }) => {
  for (const file of await turnPhotosUpright(process.cwd()))
    reporter.warn(
      `Content: ${file} was stored turned on its side, as phones store photos; turned upright in place (commit that change).`,
    );
  const report = await validateContent(process.cwd());
  if (report.errors.length > 0) {
    console.error(`\n${formatReport(report)}\n`);
    // A plain exit: a thrown error or reporter.panic would bury the message under a stack trace.
    process.exit(1);
  }
  for (const { message } of report.warnings) reporter.warn(`Content: ${message}`);
  await writeAdmin(process.cwd());
};
