/**
 * The partner strip's page script, right after the strip (PartnerCarousel). Its logos are
 * lazy, so the page's first view loads none of them; but the browser's lazy loading counts a
 * logo as in view only once it is inside the strip's clipped window, and one sliding in from
 * the right stayed blank while it loaded. Here they are all loaded as soon as the strip's
 * section is within two screens of the view. Without script they stay lazy: the page works,
 * a logo may show late.
 */
const strip = document.currentScript?.previousElementSibling;
const section = strip?.closest('section');
if (strip && section && 'IntersectionObserver' in window) {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      for (const logo of Array.from(strip.querySelectorAll('img')))
        logo.setAttribute('loading', 'eager');
    },
    { rootMargin: '200% 0px' },
  );
  observer.observe(section);
}
