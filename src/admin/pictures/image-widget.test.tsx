import { act, render, screen, waitFor } from '@testing-library/react';
import createClass from 'create-react-class';
import { type ComponentType, createElement } from 'react';
import { type GetAsset, PLACEHOLDER_PATH } from '../decap/assets';
import { setEditorBackend } from '../decap/editor-backend';
import type { BackendImplementation } from '../decap/types';
import { asWrittenInFiles, registerImageWidget } from './image-widget';

describe('a chosen picture’s path, as the files write it', () => {
  it('starts from the YAML file’s folder with ./', () => {
    expect(asWrittenInFiles('images/partners/new-logo.png')).toBe('./images/partners/new-logo.png');
  });

  it('keeps a path already written so, an absolute one, an address and an empty field', () => {
    for (const value of [
      './images/a.png',
      '../images/a.png',
      '/images/a.png',
      'https://x.example/a.png',
      '',
    ])
      expect(asWrittenInFiles(value)).toBe(value);
  });
});

describe('a stored picture in the image field', () => {
  /** Decap's own image control, standing in: it shows what its `getAsset` gives it. */
  function DecapsImageControl({ value, getAsset }: { value: string; getAsset: GetAsset }) {
    return <output>{String(getAsset(value) ?? 'nothing')}</output>;
  }

  beforeAll(() => {
    window.h = createElement as typeof window.h;
    window.createClass = createClass;
    window.CMS = {
      getWidget: () => ({ control: DecapsImageControl, preview: () => null, schema: {} }),
      registerWidget: jest.fn(),
    } as unknown as typeof window.CMS;
  });

  it('is shown once it has arrived, though nothing else in the form changed', async () => {
    let deliver: ((file: { url: string }) => void) | undefined;
    setEditorBackend({
      getMediaFile: () => new Promise((resolve) => (deliver = resolve)),
    } as unknown as BackendImplementation);
    registerImageWidget();
    const [[{ controlComponent: ImageControl }]] = jest.mocked(window.CMS.registerWidget).mock
      .calls as unknown as [[{ controlComponent: ComponentType<Record<string, unknown>> }]];
    // Decap's placeholder while it loads (./decap/assets.ts says why it is not taken).
    const decapsGetAsset = () => ({ path: PLACEHOLDER_PATH, toString: () => 'blob:decap-empty' });
    render(
      <ImageControl
        value="./images/about/dock.jpg"
        entry={{ get: () => 'data/about.yaml' }}
        getAsset={decapsGetAsset}
        onChange={jest.fn()}
      />,
    );
    // The field asked the backend for the stored picture; it arrives.
    await waitFor(() => expect(deliver).toBeDefined());
    act(() => deliver!({ url: 'https://pictures.example/data/images/about/dock.jpg' }));
    expect(
      await screen.findByText('https://pictures.example/data/images/about/dock.jpg'),
    ).toBeInTheDocument();
  });
});
