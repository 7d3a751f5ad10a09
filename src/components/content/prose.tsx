/**
 * Markdown rendered to HTML at build time from our own content files (never visitor input),
 * styled by the rules for `.prose` in app.css.
 */
export function Prose({ html }: { html: string }) {
  return <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
}
