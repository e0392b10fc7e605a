import { type PageScriptName, pageScriptText } from '../src/lib/page-scripts';

/**
 * Runs a page script as the browser would at its place in the page: `element` is the
 * `<script>` a component rendered (jsdom runs none), standing as `document.currentScript`.
 * The text is the build's own bundle (jest/global-setup.ts).
 */
export function runPageScript(name: PageScriptName, element: Element | null = null) {
  const text = pageScriptText(name);
  if (text === undefined) throw new Error(`No page script "${name}": see jest/global-setup.ts`);
  Object.defineProperty(document, 'currentScript', { value: element, configurable: true });
  try {
    new Function(text)();
  } finally {
    Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
  }
}

/** The `<script>` elements of `container` that carry a page script's text. */
export function pageScriptElement(container: ParentNode, name: PageScriptName): Element {
  const text = pageScriptText(name);
  const found = Array.from(container.querySelectorAll('script')).find(
    (script) => script.textContent === text,
  );
  if (!found) throw new Error(`The page script "${name}" is not in the rendered page`);
  return found;
}

/**
 * Takes off, after each test, every listener a page script adds to `targets`, as leaving the
 * page would: a later test's run of the same script then starts alone. Call at a file's top.
 */
export function removeListenersAfterEach(targets: () => EventTarget[]) {
  let added: Array<() => void> = [];
  beforeEach(() => {
    for (const target of targets()) {
      const add = target.addEventListener.bind(target);
      jest.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
        added.push(() => target.removeEventListener(type, listener, options));
        add(type, listener, options);
      });
    }
  });
  afterEach(() => {
    added.forEach((remove) => remove());
    added = [];
  });
}
