import { unfoldAround } from './form-dom';

/**
 * A group of fields as Decap draws it (decap-cms-widget-object's ObjectControl): its box, its
 * label, its control (the id the label names) holding the fold button's bar and the fields,
 * hidden while folded; the fold button named in the editor's language.
 */
function group(folded: boolean, buttonName: string) {
  document.body.innerHTML = `
    <div id="pane">
      <div class="ControlContainer" data-widget="object">
        <label for="title-field-3">Titel</label>
        <div id="title-field-3">
          <div><button data-testid="expand-button" aria-label="${buttonName}"></button></div>
          <div style="display: ${folded ? 'none' : 'block'}"><input id="nl" /></div>
        </div>
      </div>
    </div>`;
  const clicks = jest.fn();
  document.querySelector('button')!.addEventListener('click', clicks);
  return clicks;
}

const around = () => unfoldAround(document.getElementById('nl')!, document.getElementById('pane')!);

describe('a field inside a folded group is unfolded to, in any language of the editor', () => {
  it.each(['Expand', 'Uitklappen'])('a folded group whose button says %s is unfolded', (name) => {
    const clicks = group(true, name);
    around();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('an open group is left open', () => {
    const clicks = group(false, 'Inklappen');
    around();
    expect(clicks).not.toHaveBeenCalled();
  });
});
