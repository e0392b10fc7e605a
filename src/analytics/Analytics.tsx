import { useEffect } from 'react';
import { loadAnalytics } from './analytics';

/**
 * Loads the analytics script after the page has rendered; it draws nothing. Only in a
 * build: a development server (`npm run develop`, `npm run cms`) has no host's script to
 * load, and an editor's page views are not visits.
 */
export function Analytics({ scriptPath }: { scriptPath: string }) {
  useEffect(() => {
    if (process.env.NODE_ENV === 'production') loadAnalytics(scriptPath);
  }, [scriptPath]);
  return null;
}
