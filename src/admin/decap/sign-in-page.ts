// Decap's sign-in page on the site is its GitHub backend's (./app.ts): a button with GitHub's
// mark, which opens the site's own sign-in window. Where staff sign in with their company
// account (Cloudflare Access), GitHub has nothing to do with it: the button shows its words
// alone (./phrases.ts words them). Test: "staff sign in through Cloudflare Access…" in
// e2e/tests/sign-in.spec.ts.
import { decapParts } from './parts';

/** The sign-in button without GitHub's mark. */
export function signInWithoutGitHubMark() {
  const style = document.createElement('style');
  style.textContent = `${decapParts.signInMark} { display: none !important; }`;
  document.head.append(style);
}
