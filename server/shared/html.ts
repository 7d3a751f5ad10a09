/**
 * Text made safe for HTML content and quoted attributes: the plain form's error page, the
 * content manager's sign-in page and the sales e-mail all show text someone else typed.
 */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  )
