/**
 * @jest-environment node
 */
import type { EditorFigures } from './editor';
import { checkEditor, editorBudgets } from './editor-report';

/** The editor's budgets: bytes before a usable form, and its time as a multiple of the control page's first paint. */
const figures = (usableMs: number, bytesBefore = 400 * 1024): EditorFigures => ({
  runs: [],
  usableMs,
  bytesBefore,
  files: {},
  apiCalls: 7,
});

it('holds the first usable form to a multiple of the control page’s first paint, whatever the machine’s speed', () => {
  const limit = editorBudgets.usableOverControlFcp;
  for (const controlFcp of [800, 2000]) {
    expect(checkEditor(figures((limit - 1) * controlFcp), controlFcp)).toEqual([]);
    expect(checkEditor(figures((limit + 1) * controlFcp), controlFcp)).toEqual([
      expect.stringContaining(`> ${limit}× the control page's first paint, ${controlFcp} ms`),
    ]);
  }
});

it('holds the bytes before a usable form to 500 KB', () => {
  expect(checkEditor(figures(1000, 500 * 1024), 800)).toEqual([]);
  expect(checkEditor(figures(1000, 500 * 1024 + 1), 800)).toEqual([
    expect.stringContaining('500.0 KB'),
  ]);
});
