/** `tel:` link for a phone number written for people: `+31 20 123 4567` → `tel:+31201234567`. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}

export interface PostalAddress {
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
}

/** The address as written on an envelope: street, then postal code and city, then country. */
export function postalLines(address: PostalAddress, country: string): string[] {
  return [address.street, `${address.postalCode} ${address.city}`, country];
}

/** A maps search for the address, which opens directions on phones and desktops alike. */
export function directionsHref(addressLines: readonly string[]): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressLines.join(', '))}`;
}
