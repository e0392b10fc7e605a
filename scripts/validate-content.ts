// `npm run validate`: checks data/ and locales/ in seconds, without a build. It only
// reads: the content editor (.cache/editor/) is written by the build and `npm run cms`, so a
// check beside a running editor never changes it.
import { formatReport } from '../src/content/report';
import { validateContent } from '../gatsby/content/validate';

validateContent(process.cwd()).then((report) => {
  console.log(formatReport(report));
  if (report.errors.length > 0) process.exitCode = 1;
});
