/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { drawnAgainOnRequest, drawnOnEveryChange, redraw } from './widget-rendering';

/** The installed Decap's Widget, the component that decides when a field's control is drawn. */
function decapWidgetSource(): string {
  const decap = path.dirname(require.resolve('decap-cms/package.json'));
  const core = path.dirname(require.resolve('decap-cms-core/package.json', { paths: [decap] }));
  return readFileSync(
    path.join(core, 'dist/esm/components/Editor/EditorControlPane/Widget.js'),
    'utf8',
  );
}

/** The body of the Widget's shouldComponentUpdate, without comments. */
function decapShouldUpdate(source: string): string {
  const start = source.indexOf('shouldComponentUpdate(nextProps) {');
  expect(start).toBeGreaterThan(-1);
  const body = source.slice(start, source.indexOf('\n  }\n', start));
  return body.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\s+/g, ' ');
}

describe('when Decap draws a field’s control again', () => {
  it('Decap asks the control’s own shouldComponentUpdate, else compares the value alone', () => {
    // When this fails, Decap decides otherwise: see ./widget-rendering.ts and check that a
    // picture chosen or stored still shows in the form (e2e/tests/editor-pictures-preview.spec.ts, "every
    // partner logo shows its own picture in the form").
    const source = decapWidgetSource();
    const decides = decapShouldUpdate(source);
    const asksControl = decides.indexOf(
      'if (this.wrappedControlShouldComponentUpdate) { return this.wrappedControlShouldComponentUpdate(nextProps); }',
    );
    const comparesValue = decides.indexOf('this.props.value !== nextProps.value');
    expect(asksControl).toBeGreaterThan(-1);
    expect(comparesValue).toBeGreaterThan(asksControl);
    expect(decides).not.toMatch(/mediaPaths/);
    // The control's own method is the one taken from the control's instance.
    expect(source).toMatch(/shouldComponentUpdate: scu\s*\} = this\.innerWrappedControl/);
  });

  it('a control drawn on every change says yes to every change', () => {
    expect(drawnOnEveryChange.shouldComponentUpdate()).toBe(true);
    expect(drawnAgainOnRequest.shouldComponentUpdate()).toBe(true);
  });

  it('a control asks to be drawn again only while it is on the page', () => {
    const states: number[] = [];
    const control = {
      ...drawnAgainOnRequest,
      state: drawnAgainOnRequest.getInitialState(),
      mounted: false,
      setState(state: { redrawn: number }) {
        this.state = state;
        states.push(state.redrawn);
      },
    };
    const again = redraw(control);
    again();
    control.componentDidMount();
    again();
    again();
    control.componentWillUnmount();
    again();
    expect(states).toEqual([1, 2]);
  });
});
