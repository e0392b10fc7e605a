// Decap's editor laid out for this site's editors, on a laptop, a tablet or a phone: its
// scroll sync off (the preview follows the entry being edited instead, ./preview/register.ts),
// and below 800 px the screen's width for one pane at a time, the form first. The styles over
// Decap's components, and why: ./decap-internals.ts.
import { NARROW, decapSettings, editorLayoutStyles } from './decap-internals';

export function layOutEditor() {
  localStorage.setItem(decapSettings.scrollSync, 'false');
  if (matchMedia(NARROW).matches) localStorage.setItem(decapSettings.rightPane, 'none');
  const style = document.createElement('style');
  style.textContent = editorLayoutStyles;
  document.head.append(style);
}
