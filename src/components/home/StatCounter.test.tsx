import { act, screen } from '@testing-library/react';
import { renderPage } from '../../../jest/render-page';
import { StatCounter } from './StatCounter';

type Callback = (entries: Array<Partial<IntersectionObserverEntry>>) => void;

let observers: Array<{
  callback: Callback;
  options?: IntersectionObserverInit;
  disconnected: boolean;
}> = [];
let frameCallbacks: FrameRequestCallback[] = [];
let now = 0;

beforeEach(() => {
  observers = [];
  frameCallbacks = [];
  now = 0;
  window.IntersectionObserver = jest.fn(
    (callback: Callback, options?: IntersectionObserverInit) => {
      const record = { callback, options, disconnected: false };
      observers.push(record);
      return { observe: jest.fn(), disconnect: () => (record.disconnected = true) };
    },
  ) as unknown as typeof IntersectionObserver;
  jest.spyOn(performance, 'now').mockImplementation(() => now);
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frameCallbacks.push(callback);
    return frameCallbacks.length;
  });
  window.matchMedia = jest.fn(() => ({ matches: false })) as unknown as typeof window.matchMedia;
});

afterEach(() => jest.restoreAllMocks());

/** Runs animation frames until `ms` have passed since the count started. */
function advanceFrames(ms: number) {
  const end = now + ms;
  while (now < end && frameCallbacks.length > 0) {
    now = Math.min(now + 16, end);
    const callbacks = frameCallbacks;
    frameCallbacks = [];
    act(() => callbacks.forEach((callback) => callback(now)));
  }
}

const shown = () => screen.getByTestId('stat-number').textContent;

describe('StatCounter', () => {
  it('waits at 0 until scrolled into view, observing with the spec options', () => {
    renderPage(<StatCounter target={100} suffix="+" label="Happy clients" />);
    expect(shown()).toBe('0+');
    expect(observers[0].options).toEqual({ rootMargin: '0px 0px 10% 0px', threshold: 0.2 });
  });

  it('counts up with an ease-out and reaches the target after 1800 ms, not before', () => {
    renderPage(<StatCounter target={100} suffix="+" label="Happy clients" />);
    act(() => observers[0].callback([{ isIntersecting: true }]));
    advanceFrames(900);
    expect(Number(shown()?.replace('+', ''))).toBeGreaterThan(50);
    expect(shown()).not.toBe('100+');
    advanceFrames(850);
    expect(shown()).not.toBe('100+');
    advanceFrames(100);
    expect(shown()).toBe('100+');
  });

  it('animates only once: it stops observing after the first time', () => {
    renderPage(<StatCounter target={20} suffix="+" label="Years" />);
    act(() => observers[0].callback([{ isIntersecting: true }]));
    expect(observers[0].disconnected).toBe(true);
  });

  it('ignores observer reports while the counter is still out of view', () => {
    renderPage(<StatCounter target={6} suffix="" label="Key hubs" />);
    act(() => observers[0].callback([{ isIntersecting: false }]));
    expect(frameCallbacks).toHaveLength(0);
    expect(shown()).toBe('0');
  });

  it('shows the final value at once with reduced motion', () => {
    window.matchMedia = jest.fn(() => ({ matches: true })) as unknown as typeof window.matchMedia;
    renderPage(<StatCounter target={100} suffix="+" label="Happy clients" />);
    expect(shown()).toBe('100+');
    expect(observers).toHaveLength(0);
  });

  it('gives screen readers the final figure with its label', () => {
    renderPage(<StatCounter target={100} suffix="+" label="Happy clients" />);
    expect(screen.getByText(/100\+/, { selector: 'span span' })).toBeInTheDocument();
    expect(screen.getByTestId('stat-number')).toHaveAttribute('aria-hidden', 'true');
  });
});
