// `npm run validate`: checks data/ and locales/ in seconds, without a build, and writes the
// content editor's forms from the same model (static/admin/config.yml).
import { writeAdmin } from '../gatsby/admin/write-admin';
import { formatReport } from '../gatsby/content/report';
import { validateContent } from '../gatsby/content/validate';

validateContent(process.cwd()).then(async (report) => {
  console.log(formatReport(report));
  process.exitCode = report.errors.length > 0 ? 1 : 0;
  await writeAdmin(process.cwd());
});
