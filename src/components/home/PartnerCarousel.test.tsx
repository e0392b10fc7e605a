import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readYaml } from '../../../jest/content';
import { renderPage } from '../../../jest/render-page';
import { PartnerCarousel } from './PartnerCarousel';

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
