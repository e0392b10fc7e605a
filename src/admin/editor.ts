// The content editor's start, after Decap (./decap-app.ts, a classic script; this is a module,
// so it runs once the page is parsed): the site's file formats, the checked backends, the
// image field, the previews, then Decap. Bundled for the browser by gatsby/admin/bundle.ts.
import { registerCheckedBackends } from './checked-backend';
import { followEditingPlace } from './editing-place';
import { noteLeaveBlockers, onBackupWritten } from './decap-internals';
import { keepBackupBase } from './meanwhile-sources';
import { layOutEditor } from './editor-layout';
import { formats } from './formats';
import { resumeGoingToPlace } from './go-to-field';
import { registerImageWidget } from './image-widget';
import { registerPreviews } from './preview/register';
import { type Finding, showFindings } from './report-panel';
import { resumeProposals } from './meanwhile-panel';
import { initOptions } from './sign-in';
import { checkUploads } from './upload-check';

noteLeaveBlockers();
// A form restored from Decap's backup merges against what that backup was written over.
onBackupWritten((backup) => keepBackupBase(backup.path, backup.raw));
for (const { name, extension, format } of formats)
  window.CMS.registerCustomFormat(name, extension, format);
registerCheckedBackends();
registerImageWidget();
registerPreviews();
checkUploads();
followEditingPlace();
layOutEditor();
// A problem in the panel that led to another form: Decap starts at that form, then its
// field is focused and the panel shown again.
const resume = resumeGoingToPlace();
window.CMS.init(initOptions());
resumeProposals();
resume?.((carried) => showFindings(carried as Finding));
