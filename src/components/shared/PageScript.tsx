import { type PageScriptName, pageScriptText } from '../../lib/page-scripts';

export interface PageScriptProps {
  name: PageScriptName;
  /** What the script reads from its own element (`document.currentScript.dataset`). */
  data?: Record<string, string>;
}

/**
 * One of the page's own scripts (src/lib/page-scripts.ts), inline where the component that
 * needs it is: it runs as the browser parses this point, so what it changes is changed
 * before it is first painted. Nothing in the editor's preview, which runs no page script.
 */
export function PageScript({ name, data = {} }: PageScriptProps) {
  const text = pageScriptText(name);
  if (text === undefined) return null;
  const attributes = Object.fromEntries(
    Object.entries(data).map(([key, value]) => [`data-${key}`, value]),
  );
  return <script {...attributes} dangerouslySetInnerHTML={{ __html: text }} />;
}
