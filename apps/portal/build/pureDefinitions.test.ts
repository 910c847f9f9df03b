import { describe, expect, it } from 'vitest';
import { markPureDefinitions } from './pureDefinitions.ts';

describe('markPureDefinitions', () => {
  it('marks top-level forwardRef, memo and createContext definitions pure and drops display names', () => {
    const source = [
      'const NavLink = React$1.forwardRef(function NavLinkWithRef(props, ref) {',
      '  React$1.useEffect(() => track(), []);',
      '});',
      'NavLink.displayName = "NavLink";',
      'const MemoizedDataRoutes = React$1.memo(DataRoutes);',
      'export const FrameworkContext = React$1.createContext(void 0);',
    ].join('\n');
    const { code, marked, dropped, warnings } = markPureDefinitions(source);
    expect(marked).toBe(3);
    expect(dropped).toBe(1);
    expect(warnings).toBe(0);
    expect(code).toContain('const NavLink = /* @__PURE__ */ React$1.forwardRef(');
    expect(code).toContain('const MemoizedDataRoutes = /* @__PURE__ */ React$1.memo(');
    expect(code).toContain('export const FrameworkContext = /* @__PURE__ */ React$1.createContext(');
    expect(code).not.toContain('displayName');
    // A hook call inside a component keeps its side effects: only top-level definitions are marked.
    expect(code).toContain('  React$1.useEffect(() => track(), []);');
  });

  it('marks warning statements pure, so they go with their messages; invariants (which throw) stay', () => {
    const source = [
      'function useNavigate() {',
      '\twarning(activeRef.current, navigateEffectWarning);',
      '\tinvariant(useInRouterContext(), `useNavigate() may be used only in the context of a <Router> component.`);',
      '}',
      'function warningOnce(key, cond, message) {',
      '\t\t\t\t\twarningOnce("route-fallback", false, "No `HydrateFallback` element provided");',
      '}',
    ].join('\n');
    const { code, warnings } = markPureDefinitions(source);
    expect(warnings).toBe(2);
    expect(code).toContain('\t/* @__PURE__ */ warning(activeRef.current, navigateEffectWarning);');
    expect(code).toContain('\t\t\t\t\t/* @__PURE__ */ warningOnce("route-fallback"');
    expect(code).toContain('\tinvariant(useInRouterContext()');
    // The definition itself is not a call.
    expect(code).toContain('function warningOnce(key, cond, message) {');
  });

  it('leaves other calls and other assignments alone', () => {
    const source = ['const history = createBrowserHistory({ window });', 'Link.displayName = computeName();', 'window.__reactRouterVersion = "8";', 'const warning = check() && warningText;'].join('\n');
    expect(markPureDefinitions(source)).toEqual({ code: source, marked: 0, dropped: 0, warnings: 0 });
  });
});
