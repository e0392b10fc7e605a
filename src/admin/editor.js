// The content editor's start, after Decap CMS's bundle: the site's file formats, then Decap.
// A module, so it runs once the page is parsed and the bundle (a classic script) has run.
import { formats } from './formats.js';

const extensions = { 'data-yaml': 'yaml', 'data-yaml-list': 'yaml', 'locale-json': 'json' };
for (const [name, format] of Object.entries(formats))
  window.CMS.registerCustomFormat(name, extensions[name], format);
window.CMS.init();
