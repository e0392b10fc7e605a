import type { FileInLanguage } from '../../content/model-types';
import { mailtoHref, postalLines, telHref } from '../../lib/contact';

/** The company's details in the page's language: data/company.yaml as the content model types it. */
export type CompanyDetails = FileInLanguage<'company.yaml'>;

/** A field of data/company.yaml that holds one text. */
type TextField = {
  [Field in keyof CompanyDetails]-?: CompanyDetails[Field] extends string | undefined
    ? Field
    : never;
}[keyof CompanyDetails];

/** One way to reach the company: a text field of the company's details and its link. */
export interface ContactDetail {
  field: TextField;
  /** Where the value leads (`tel:`, `mailto:`, a web address). */
  href: (value: string) => string;
}

/**
 * The ways to reach the company, in the order the footer of every page and the contact page
 * show them, after which both show the postal address. One line here shows a field of
 * data/company.yaml in both places; its label is `contactDetails.<field>` in
 * locales/<language>/common.json (the type checker names a label that is missing), and a
 * field left empty is not shown. docs/ARCHITECTURE.md, "Common changes".
 */
export const contactDetails = [
  { field: 'phone', href: telHref },
  { field: 'email', href: mailtoHref },
] as const satisfies readonly ContactDetail[];

/** The details `company` has a value for, each with its value and link, in their order. */
export function shownContactDetails(company: CompanyDetails) {
  return contactDetails.flatMap(({ field, href }) => {
    const value = company[field];
    return value ? [{ field, value, href: href(value) }] : [];
  });
}

/** The postal address, as written on an envelope. */
export const addressLines = (company: CompanyDetails) =>
  postalLines(company.address, company.country);
