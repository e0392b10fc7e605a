import { useEffect } from 'react';
import { loadAnalytics } from './analytics';

/** Loads the analytics script after the page has rendered; it draws nothing. */
export function Analytics({ scriptPath }: { scriptPath: string }) {
  useEffect(() => loadAnalytics(scriptPath), [scriptPath]);
  return null;
}
