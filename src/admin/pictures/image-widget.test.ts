import { asWrittenInFiles } from './image-widget';

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
