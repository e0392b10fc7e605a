import { screen, within } from '@testing-library/react';
import { Helmet } from 'react-helmet';
import { pageScriptElement, runPageScript } from '../../../jest/page-script';
import { renderPage } from '../../../jest/render-page';
import { localize, readYaml } from '../../../jest/content';
import { fixtureRoot } from '../../../jest/fixture';
import { Layout, layoutContent } from './Layout';
import type { CompanyDetails } from '../shared/contact-details';

// The frame's content as the layout's query answers it, from the tests' own content.
const company = localize(readYaml('company.yaml', fixtureRoot), 'en') as CompanyDetails;
const newsLinks = readYaml('news-links.yaml', fixtureRoot) as Array<{ name: string; url: string }>;
const data: Queries.LayoutDataFragment = {
  site: { buildYear: '2026', siteMetadata: { siteUrl: 'https://cargo.example' } },
  company: { inLanguage: company },
  newsLinks: { nodes: newsLinks },
};

describe('Layout', () => {
  it('titles the page "brand – page name" in the page language and sets <html lang>', () => {
    renderPage(
      <Layout routeId="about" content={layoutContent(data)}>
        <h1>x</h1>
      </Layout>,
      { language: 'nl', originalPath: '/about/' },
    );
    const head = Helmet.peek();
    expect(head.title).toBe('Noordvliet Cargo – Over ons');
    expect(head.htmlAttributes).toMatchObject({ lang: 'nl' });
  });

  it('titles 404 pages "brand – 404"', () => {
    renderPage(
      <Layout routeId="notFound" content={layoutContent(data)}>
        <h1>x</h1>
      </Layout>,
      { originalPath: '/404/' },
    );
    expect(Helmet.peek().title).toBe('Noordvliet Cargo – 404');
  });

  it('offers a skip link to the main content', () => {
    renderPage(
      <Layout routeId="home" content={layoutContent(data)}>
        <h1>Welcome</h1>
      </Layout>,
    );
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(
      within(screen.getByRole('main')).getByRole('heading', { name: 'Welcome' }),
    ).toBeVisible();
  });

  it('shows the company details, news links, terms link, year and registration in the footer', () => {
    renderPage(
      <Layout routeId="home" content={layoutContent(data)}>
        <h1>x</h1>
      </Layout>,
    );
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText(company.blurb)).toBeInTheDocument();
    expect(footer.getByRole('link', { name: company.phone })).toHaveAttribute(
      'href',
      `tel:${company.phone.replace(/[^\d+]/g, '')}`,
    );
    expect(footer.getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
    expect(footer.getByText(company.address.street)).toBeInTheDocument();
    for (const { name } of newsLinks) {
      const link = footer.getByRole('link', { name: new RegExp(`^${name}`) });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    expect(footer.getByRole('link', { name: 'General conditions' })).toHaveAttribute(
      'href',
      '/terms/',
    );
    expect(
      footer.getByText(`Chamber of Commerce: ${company.registrationNumber}`),
    ).toBeInTheDocument();
  });

  it("writes the build's year in the copyright, and its script the visitor's", () => {
    renderPage(
      <Layout routeId="home" content={layoutContent(data)}>
        <h1>x</h1>
      </Layout>,
    );
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText(/© 2026 Noordvliet Cargo B\.V\./)).toBeInTheDocument();
    jest.useFakeTimers({ now: new Date('2031-03-01T12:00:00Z') });
    runPageScript('currentYear');
    jest.useRealTimers();
    expect(footer.getByText(/© 2031 Noordvliet Cargo B\.V\./)).toBeInTheDocument();
  });

  it("carries the analytics' page script with the company's script path", () => {
    const { container } = renderPage(
      <Layout routeId="home" content={layoutContent(data)}>
        <h1>x</h1>
      </Layout>,
    );
    expect(pageScriptElement(container, 'analytics')).toHaveAttribute(
      'data-src',
      company.analyticsScriptPath,
    );
  });
});
