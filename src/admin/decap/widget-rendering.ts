// When Decap draws a field's control again. Its Widget (decap-cms-core,
// components/Editor/EditorControlPane/Widget.js) renders the control again only when the
// field's value, its wrapper's class or its active style changed, unless the control has a
// `shouldComponentUpdate` of its own, which it then asks instead. A control that wraps one of
// Decap's own fields whose inside decides for itself (the image field: a chosen or fetched
// picture arrives as a changed `mediaPaths` or asset, not as a changed value) must be drawn
// again on every change of the form, or the picture never shows. Test: ./widget-rendering.test.ts
// reads the installed Decap's Widget and fails when it no longer asks the control.

/** The parts of a control's class that make Decap draw it on every change of the form. */
export const drawnOnEveryChange = {
  shouldComponentUpdate(): boolean {
    return true;
  },
};

/** A control's own state: a count the control raises to be drawn again, for itself. */
interface Redrawn {
  state: { redrawn: number };
  mounted: boolean;
  setState(state: { redrawn: number }): void;
}

/**
 * The parts of a control's class that let it ask to be drawn again itself (a picture it
 * fetched has arrived): `redraw(this)` from its render, kept from running once it is gone.
 */
export const drawnAgainOnRequest = {
  ...drawnOnEveryChange,
  getInitialState() {
    return { redrawn: 0 };
  },
  componentDidMount(this: Redrawn) {
    this.mounted = true;
  },
  componentWillUnmount(this: Redrawn) {
    this.mounted = false;
  },
};

/** What a control made with drawnAgainOnRequest calls to be drawn again. */
export const redraw = (control: unknown) => () => {
  const self = control as Redrawn;
  if (self.mounted) self.setState({ redrawn: self.state.redrawn + 1 });
};
