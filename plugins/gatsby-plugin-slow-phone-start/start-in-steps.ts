/**
 * The browser's entry point. Evaluating all of the app bundle's modules at once is one task
 * of 100–150 ms on a phone four times slower than a laptop, and the page cannot respond to a
 * tap meanwhile. Requiring the largest libraries first, one per task, splits that work into
 * pieces of a few milliseconds; Gatsby's own entry then finds them evaluated.
 *
 * The modules are in the bundle already (`webpackMode: "eager"`): no extra request, only
 * a later evaluation.
 */
const steps: (() => Promise<unknown>)[] = [
  () => import(/* webpackMode: "eager" */ 'react'),
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ 'i18next'),
  () => import(/* webpackMode: "eager" */ 'react-i18next'),
  () => import(/* webpackMode: "eager" */ '@emotion/react'),
  () => import(/* webpackMode: "eager" */ 'gatsby-cache/loader'),
  // Gatsby's browser API (Link, navigate, Script…), which the plugins import.
  () => import(/* webpackMode: "eager" */ 'gatsby'),
  // Every plugin's gatsby-browser, ours included.
  () => import(/* webpackMode: "eager" */ 'gatsby-cache/api-runner-browser'),
  // Gatsby's own entry: loads the page's data and component, then hydrates.
  () => import(/* webpackMode: "eager" */ 'gatsby-cache/production-app'),
];

/** Lets the browser handle input and paint before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  for (const step of steps) {
    await step();
    await nextTask();
  }
}

start();
