/**
 * The copyright's year from the visitor's clock, inline after it (Footer): the build writes
 * its own year, which is right until a New Year passes without a rebuild. The paragraph
 * names the year it was built with; that year in its text becomes this one.
 */
import { BUILD_YEAR_ATTRIBUTE } from './copyright';

const paragraph = document.querySelector(`[${BUILD_YEAR_ATTRIBUTE}]`);
const built = paragraph?.getAttribute(BUILD_YEAR_ATTRIBUTE);
const now = String(new Date().getFullYear());
if (paragraph && built && built !== now)
  paragraph.textContent = (paragraph.textContent ?? '').replace(built, now);
