import { useEffect, useState } from 'react';

/**
 * The year to show in the copyright. The pre-rendered page carries the build's year
 * (so hydration matches); after mounting, the visitor's clock corrects it should the
 * site not have been rebuilt since New Year.
 */
export function useCurrentYear(buildYear: number): number {
  const [year, setYear] = useState(buildYear);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}
