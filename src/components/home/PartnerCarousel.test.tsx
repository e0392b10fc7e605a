import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readYaml } from '../../../jest/content';
import { pageScriptElement, runPageScript } from '../../../jest/page-script';
import { renderPage } from '../../../jest/render-page';
import { type Partner, PartnerCarousel } from './PartnerCarousel';

const partnerNames = (readYaml('partners.yaml') as Array<{ name: string }>).map((p) => p.name);
const partners = partnerNames.map((name) => ({ name, logo: null }));

describe('PartnerCarousel', () => {
  it('shows each partner once to assistive technology, the seamless copy hidden', () => {
    renderPage(<PartnerCarousel partners={partners} />);
    const carousel = screen.getByTestId('partner-carousel');
    const visibleItems = within(carousel).getAllByRole('listitem');
    expect(visibleItems.map((item) => item.textContent)).toEqual(partnerNames);
    const allItems = Array.from(carousel.querySelectorAll('li'));
    expect(allItems.map((item) => item.textContent)).toEqual([...partnerNames, ...partnerNames]);
    const copies = allItems.slice(partnerNames.length);
    for (const copy of copies) expect(copy).toHaveAttribute('aria-hidden', 'true');
  });

  it('pauses with a native switch that React leaves alone', async () => {
    const user = userEvent.setup();
    renderPage(<PartnerCarousel partners={partners} />, { language: 'nl' });
    const pause = screen.getByRole('switch', { name: "Logo's pauzeren" });
    expect(pause).not.toBeChecked();
    await user.click(pause);
    expect(pause).toBeChecked();
    await user.click(screen.getByText("Logo's pauzeren"));
    expect(pause).not.toBeChecked();
  });
});

describe('the partner strip’s page script', () => {
  const logo = {
    layout: 'constrained',
    width: 152,
    height: 48,
    images: { fallback: { src: '/static/logo.png', srcSet: '/static/logo.png 152w' }, sources: [] },
  } as unknown as NonNullable<Partner['logo']>;
  let observed: Element[];
  let report: (entries: Array<Partial<IntersectionObserverEntry>>) => void;
  let options: IntersectionObserverInit | undefined;

  beforeEach(() => {
    observed = [];
    window.IntersectionObserver = jest.fn((callback, init?: IntersectionObserverInit) => {
      report = callback;
      options = init;
      return { observe: (element: Element) => observed.push(element), disconnect: jest.fn() };
    }) as unknown as typeof IntersectionObserver;
  });

  function stripWithScript() {
    const { container } = renderPage(
      <PartnerCarousel partners={partnerNames.map((name) => ({ name, logo }))} />,
    );
    runPageScript('partnerLogos', pageScriptElement(container, 'partnerLogos'));
    return Array.from(screen.getByTestId('partner-carousel').querySelectorAll('img'));
  }

  it('leaves the logos lazy in the built page, for the first view', () => {
    expect(stripWithScript().map((img) => img.getAttribute('loading'))).toEqual(
      [...partnerNames, ...partnerNames].map(() => 'lazy'),
    );
  });

  it('loads every logo once the strip’s section comes within two screens', () => {
    const logos = stripWithScript();
    expect(observed).toEqual([screen.getByTestId('partner-carousel').closest('section')]);
    expect(options?.rootMargin).toBe('200% 0px');
    report([{ isIntersecting: false }]);
    expect(logos.every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
    report([{ isIntersecting: true }]);
    expect(logos.every((img) => img.getAttribute('loading') === 'eager')).toBe(true);
  });
});
