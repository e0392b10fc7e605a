// The content editor's start, after Decap (./decap-app.ts, a classic script; this is a module,
// so it runs once the page is parsed): the site's file formats, the checked backends, the
// image field, the previews, then Decap. Bundled for the browser by gatsby/admin/bundle.ts.
import { registerCheckedBackends } from './checked-backend';
import { followEditingPlace } from './editing-place';
import { layOutEditor } from './editor-layout';
import { formats } from './formats';
import { registerImageWidget } from './image-widget';
import { registerPreviews } from './preview/register';
import { checkUploads } from './upload-check';

for (const { name, extension, format } of formats)
  window.CMS.registerCustomFormat(name, extension, format);
registerCheckedBackends();
registerImageWidget();
registerPreviews();
checkUploads();
followEditingPlace();
layOutEditor();
window.CMS.init();
