// Runs before Decap CMS's bundle: tells it not to start by itself, so ./editor.js can
// register the site's file formats first (./formats.mjs) and then start it.
window.CMS_MANUAL_INIT = true;
