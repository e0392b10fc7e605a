/** `tel:` link for a phone number written for people: `+31 20 123 4567` → `tel:+31201234567`. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}
