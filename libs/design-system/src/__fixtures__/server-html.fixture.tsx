// expect-lint: react/no-danger
// Server text is rendered as text. Rendering it as HTML must be rejected.
export function ServerText({ text }: { text: string }) {
  return <p dangerouslySetInnerHTML={{ __html: text }} />;
}
