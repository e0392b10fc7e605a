import { screen } from '@testing-library/react';
import { localize, readYaml } from '../../../jest/content';
import { fixtureRoot } from '../../../jest/fixture';
import { renderPage } from '../../../jest/render-page';
import type { CompanyDetails } from '../shared/contact-details';
import { ContactDetailLink } from '../shared/ContactDetailLink';
import { shownContactDetails } from '../shared/contact-details';
import { BusinessHours } from './BusinessHours';
import { MapEmbed } from './MapEmbed';

describe('BusinessHours', () => {
  it('shows nothing while the list is empty', () => {
    const { container } = renderPage(<BusinessHours hours={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows each entry under a heading once an editor fills them in', () => {
    renderPage(
      <BusinessHours
        hours={[
          { days: 'Maandag tot en met vrijdag', time: '07:00 – 22:00' },
          { days: 'Zaterdag', time: '08:00 – 14:00' },
        ]}
      />,
      { language: 'nl' },
    );
    expect(screen.getByRole('heading', { name: 'Openingstijden' })).toBeInTheDocument();
    expect(screen.getByText('Zaterdag')).toBeInTheDocument();
    expect(screen.getByText('07:00 – 22:00')).toBeInTheDocument();
  });
});

describe('MapEmbed', () => {
  it('embeds the map lazily, with a title, when a source is set', () => {
    renderPage(<MapEmbed src="https://maps.example/embed?q=1" brandName="Noordvliet Cargo" />);
    const frame = screen.getByTitle('Map showing the location of Noordvliet Cargo');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://maps.example/embed?q=1');
    expect(frame).toHaveAttribute('loading', 'lazy');
  });

  it('shows a same-size "Map coming soon" placeholder when the source is empty', () => {
    const placeholderView = renderPage(<MapEmbed src="" brandName="Noordvliet Cargo" />);
    const placeholder = screen.getByRole('img', { name: 'Map coming soon' });
    expect(document.querySelector('iframe')).toBeNull();
    const placeholderSize = [
      getComputedStyle(placeholder).width,
      getComputedStyle(placeholder).height,
    ];
    placeholderView.unmount();

    renderPage(<MapEmbed src="https://maps.example/embed" brandName="Noordvliet Cargo" />);
    const frame = document.querySelector('iframe')!;
    expect(placeholderSize).toEqual([
      getComputedStyle(frame).width,
      getComputedStyle(frame).height,
    ]);
    expect(placeholderSize[1]).toBe('400px');
  });
});

describe('the ways to reach the company', () => {
  it('opens a phone or e-mail link in place, a web address in a new tab that the link names', () => {
    renderPage(
      <>
        <ContactDetailLink value="+31 20 123 4567" href="tel:+31201234567" />
        <ContactDetailLink value="+31 6 1234 5678" href="https://wa.me/31612345678" />
      </>,
    );
    const phone = screen.getByRole('link', { name: '+31 20 123 4567' });
    expect(phone).not.toHaveAttribute('target');
    const chat = screen.getByRole('link', { name: '+31 6 1234 5678 (opens in a new tab)' });
    expect(chat).toHaveAttribute('target', '_blank');
    expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('leaves out a way the company has no value for', () => {
    const company = localize(readYaml('company.yaml', fixtureRoot), 'en') as CompanyDetails;
    const shown = shownContactDetails({ ...company, email: '' });
    expect(shown.map(({ field }) => field)).not.toContain('email');
    expect(shown.map(({ field }) => field)).toContain('phone');
  });
});
