// The content editor's start: Decap's registry first (./decap/app.ts, before every other
// module runs), then the site's file formats, the checked backends, the image field, the
// previews, then (once the content API has said whether it publishes through drafts) Decap.
// Bundled for the browser, with Decap, by gatsby/admin/bundle.ts.
import './decap/app';
import { registerCheckedBackends } from './publishing/checked-backend';
import { followEditingPlace } from './preview/editing-place';
import { onBackupWritten } from './decap/backups';
import { noteLeaveBlockers } from './decap/leaving';
import { keepBackupBase } from './forms/loaded-from';
import { layOutEditor, withoutDraftPreviews } from './decap/layout';
import { formats } from './forms/formats';
import { registerImageWidget } from './pictures/image-widget';
import { registerPreviews } from './preview/register';
import { resumeProposals } from './publishing/since-loaded-notices';
import {
  initOptions,
  readSiteSettings,
  signsInWithCompanyAccount,
} from './publishing/site-session';
import { sayDecapPhrases } from './decap/phrases';
import { readConfigInLanguage } from './forms/config-in-language';
import { followPublishTimes } from './publishing/publish-time-bar';
import { offerByRoles } from './publishing/roles-offered';
import { checkUploads } from './pictures/upload-check';
import { showFindings } from './panel/report-panel';
import { followTranslations } from './translations/translations-to-check';
import { followEarlierVersions } from './history/earlier-versions';
import { say } from './words/say';
import { offerLanguages } from './panel/language-switch';
import { signInWithoutGitHubMark } from './decap/sign-in-page';

offerLanguages();
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
// Decap's configuration, asked for now, beside the content API's settings.
const config = readConfigInLanguage();
// How the site publishes (straight, or through drafts) is the content API's to say.
const settings = await readSiteSettings(document, (why) =>
  showFindings({
    kind: 'warning',
    title: say({
      en: 'The editor could not ask the site how it publishes',
      nl: 'De editor kon de site niet vragen hoe ze publiceert',
    }),
    problems: [{ message: `${why.replace(/\.$/, '')}.` }],
    note: say({
      en: 'It publishes as it saves. If this site saves changes as drafts, it refuses such a Publish and says so: reload this page to ask again.',
      nl: 'Hij publiceert bij het opslaan. Als deze site wijzigingen als concept bewaart, weigert ze zo’n publicatie en zegt dat: laad deze pagina opnieuw om het opnieuw te vragen.',
    }),
  }),
);
sayDecapPhrases(settings);
if (signsInWithCompanyAccount()) signInWithoutGitHubMark();
if (settings.drafts) followPublishTimes();
if (settings.drafts && !settings.previews) withoutDraftPreviews();
const decapConfig = await config.catch((error: Error) => {
  showFindings({
    kind: 'error',
    title: say({
      en: 'The editor could not read its settings',
      nl: 'De editor kon zijn instellingen niet lezen',
    }),
    problems: [{ message: `${error.message.replace(/\.$/, '')}.` }],
    note: say({
      en: 'Reload this page to try again.',
      nl: 'Laad deze pagina opnieuw om het nog eens te proberen.',
    }),
  });
  return undefined;
});
if (decapConfig) window.CMS.init(initOptions(document, settings, decapConfig));
resumeProposals();
offerByRoles(settings);
followTranslations();
followEarlierVersions();
