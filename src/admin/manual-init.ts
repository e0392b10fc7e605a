// Runs before Decap CMS's bundle: tells it not to start by itself, so ./editor.ts can
// register the site's file formats first (./formats.ts) and then start it.
(window as Window & { CMS_MANUAL_INIT?: boolean }).CMS_MANUAL_INIT = true;
