// `npm run validate`: checks data/ and locales/ in seconds, without a build.
import { formatReport } from '../gatsby/content/report';
import { validateContent } from '../gatsby/content/validate';

validateContent(process.cwd()).then((report) => {
  console.log(formatReport(report));
  process.exitCode = report.errors.length > 0 ? 1 : 0;
});
