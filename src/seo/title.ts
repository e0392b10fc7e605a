/** A document title: the brand, a dash, then the page's name ("Noordvliet Cargo – About"). */
export function formatTitle(brandName: string, pageName: string): string {
  return `${brandName} – ${pageName}`;
}
