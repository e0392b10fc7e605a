// `npm run validate`: checks data/ and locales/ in seconds, without a build, and then, when
// the content is valid, writes the content editor from the same model (static/admin/). The
// editor is written only from valid content: its forms are read off the files.
import { writeAdmin } from '../gatsby/admin/write-admin';
import { formatReport } from '../src/content/report';
import { validateContent } from '../gatsby/content/validate';

validateContent(process.cwd()).then(async (report) => {
  console.log(formatReport(report));
  if (report.errors.length > 0) {
    process.exitCode = 1;
    return;
  }
  await writeAdmin(process.cwd());
});
