/**
 * A name as a URL segment or element id: lowercase letters and digits joined by single hyphens
 * ("CI/CD" → "ci-cd", "Product & Design" → "product-design"); accents are dropped, not the letter.
 */
export const slugify = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
