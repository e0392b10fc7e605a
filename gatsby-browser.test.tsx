import { act } from 'react';
import { replaceHydrateFunction } from './gatsby-browser';

type Render = (element: JSX.Element, container: Element) => () => void;
const render = (replaceHydrateFunction as unknown as () => Render)();

function Page({ onClick }: { onClick?: () => void }) {
  return (
    <button type="button" onClick={onClick}>
      Get a quote
    </button>
  );
}

describe('the first render in the browser', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => errors.mockRestore());

  it('draws the page into the empty container gatsby develop serves, without a hydration error', async () => {
    const container = document.createElement('div');
    let cleanUp = () => {};
    await act(async () => {
      cleanUp = render(<Page />, container);
    });
    expect(container.innerHTML).toBe('<button type="button">Get a quote</button>');
    expect(errors).not.toHaveBeenCalled();
    act(() => cleanUp());
    expect(container.innerHTML).toBe('');
  });

  it('hydrates the page the build wrote, keeping its elements and making them work', async () => {
    const container = document.createElement('div');
    // What the build writes for <Page /> (react-dom/server's output).
    container.innerHTML = '<button type="button">Get a quote</button>';
    const written = container.firstElementChild;
    const clicks = jest.fn();
    await act(async () => {
      render(<Page onClick={clicks} />, container);
    });
    // Hydration adopts the written button rather than drawing a new one.
    expect(container.firstElementChild).toBe(written);
    (written as HTMLButtonElement).click();
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(errors).not.toHaveBeenCalled();
  });
});
