/** Content rendered from Markdown in a loader (features/content/markdown.server.ts). */
export function Prose({ html, className }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's renderer escapes raw HTML, so only Markdown's own tags remain
  return <div className={`prose ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
