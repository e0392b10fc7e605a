import type { GatsbyNode } from 'gatsby';
import { formatReport } from './content/report';
import { validateContent } from './content/validate';

/**
 * Checks the content before anything else, so a typo in a YAML file stops the build with
 * the editor's message instead of a stack trace, or worse, a page silently missing a part.
 */
export const onPreInit: GatsbyNode['onPreInit'] = async ({ reporter }) => {
  const report = await validateContent(process.cwd());
  if (report.errors.length > 0) {
    console.error(`\n${formatReport(report)}\n`);
    // A plain exit: a thrown error or reporter.panic would bury the message under a stack trace.
    process.exit(1);
  }
  for (const warning of report.warnings) reporter.warn(`Content: ${warning}`);
};
