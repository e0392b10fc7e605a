/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { parse } from 'yaml';
import { editorLogo } from './editor-logo';

const { brandName } = parse(
  readFileSync(path.resolve(__dirname, '../../data/company.yaml'), 'utf8'),
) as { brandName: string };

/** The picture as an SVG reader sees it; a markup error fails here. */
function read(svg: string) {
  const document = new new JSDOM('').window.DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  const root = document.documentElement;
  const text = root.querySelector('text')!;
  return {
    label: root.getAttribute('aria-label'),
    name: text.textContent,
    width: Number(root.getAttribute('viewBox')!.split(' ')[2]),
    nameEnds: Number(text.getAttribute('x')) + Number(text.getAttribute('textLength')),
  };
}

describe("the editor's logo", () => {
  it('is an SVG picture that names the company, drawn to the width kept for the name', () => {
    const logo = read(editorLogo(brandName));
    expect(logo.label).toBe(brandName);
    expect(logo.name).toBe(brandName);
    expect(logo.nameEnds).toBeLessThanOrEqual(logo.width);
  });

  it('grows with the name and keeps its markup whole whatever the name holds', () => {
    const odd = 'Ab & <Cd> "Ef" Logistics';
    const long = read(editorLogo(odd));
    expect(long.name).toBe(odd);
    expect(long.width).toBeGreaterThan(read(editorLogo('Ab')).width);
  });
});
