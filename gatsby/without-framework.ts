// What keeps Gatsby's runtime out of the visitor's pages. React renders every page at build
// time; the pages then need no script of Gatsby's: every control works with HTML, CSS and
// the pages' own small scripts (src/lib/page-scripts.ts). This drops, through Gatsby's
// documented onPreRenderHTML (gatsby-ssr.tsx), what Gatsby adds to hydrate a page and
// navigate on the client:
// - in the body's end, the page's address for the loader (`<script id="gatsby-script-loader">`)
//   and the slice `_gatsby-scripts` that holds the chunk map and the `<script src>` of
//   webpack's runtime, React (`framework-…`) and the app (`app-…`);
// - in the head, any `<link rel="preload|prefetch" as="script|fetch">` of those scripts and
//   of the page's data.
// It recognises them by the ids and props Gatsby gives them (cache-dir/static-entry.js),
// which are not a documented interface. When Gatsby changes them: a build whose page lacks
// either of the body's parts stops with this file's name; the unit test
// (./without-framework.test.tsx) fails when the installed Gatsby's entry no longer writes
// them; and the browser suite's e2e/tests/no-framework.spec.ts fails when any built page
// still names a script or the data of Gatsby's.
import { type ReactNode, isValidElement } from 'react';

const SCRIPT_LOADER_ID = 'gatsby-script-loader';
const SCRIPTS_SLICE_ID = '_gatsby-scripts';

type Props = Record<string, unknown>;
const propsOf = (node: ReactNode): Props =>
  isValidElement(node) ? ((node.props ?? {}) as Props) : {};

function isGatsbysRuntime(node: ReactNode): boolean {
  const props = propsOf(node);
  return props.id === SCRIPT_LOADER_ID || props.sliceId === SCRIPTS_SLICE_ID;
}

function isRuntimePreload(node: ReactNode): boolean {
  const props = propsOf(node);
  return (
    isValidElement(node) &&
    node.type === 'link' &&
    ['preload', 'prefetch'].includes(String(props.rel)) &&
    ['script', 'fetch'].includes(String(props.as))
  );
}

/** The body's end without Gatsby's runtime; throws when Gatsby no longer writes it as known. */
export function withoutRuntimeScripts(components: ReactNode[], pagePath: string): ReactNode[] {
  const found = components.filter(isGatsbysRuntime).map((node) => propsOf(node));
  const loader = found.some((props) => props.id === SCRIPT_LOADER_ID);
  const slice = found.some((props) => props.sliceId === SCRIPTS_SLICE_ID);
  if (!loader || !slice)
    throw new Error(
      `gatsby/without-framework.ts: Gatsby no longer writes its runtime into ${pagePath} as ` +
        `<script id="${SCRIPT_LOADER_ID}"> and the slice "${SCRIPTS_SLICE_ID}" ` +
        `(cache-dir/static-entry.js); find how it does now, or the page would load React again.`,
    );
  return components.filter((node) => !isGatsbysRuntime(node));
}

/** The head without preloads of Gatsby's scripts and page data. */
export function withoutRuntimePreloads(components: ReactNode[]): ReactNode[] {
  return components.filter((node) => !isRuntimePreload(node));
}
