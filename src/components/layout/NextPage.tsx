import { pageScriptText } from '../../lib/page-scripts';
import { PageScript } from '../shared/PageScript';
import { speculationRules } from './next-page-rules';

/**
 * The next page at once: the Speculation Rules and their fallback's script. Only where the
 * build writes the pages' scripts: the editor's preview loads no page ahead.
 */
export function NextPage() {
  if (pageScriptText('nextPage') === undefined) return null;
  return (
    <>
      <script
        type="speculationrules"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(speculationRules) }}
      />
      <PageScript name="nextPage" />
    </>
  );
}
