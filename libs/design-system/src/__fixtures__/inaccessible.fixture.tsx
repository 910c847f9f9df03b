// expect-lint: jsx-a11y/alt-text, jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
// An image without alternative text and a clickable div no keyboard can reach must be rejected.
export function Inaccessible({ onOpen }: { onOpen: () => void }) {
  return (
    <div onClick={onOpen}>
      <img src="/logo.svg" />
    </div>
  );
}
