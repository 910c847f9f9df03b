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
    const { code, marked, dropped } = markPureDefinitions(source);
    expect(marked).toBe(3);
    expect(dropped).toBe(1);
    expect(code).toContain('const NavLink = /* @__PURE__ */ React$1.forwardRef(');
    expect(code).toContain('const MemoizedDataRoutes = /* @__PURE__ */ React$1.memo(');
    expect(code).toContain('export const FrameworkContext = /* @__PURE__ */ React$1.createContext(');
    expect(code).not.toContain('displayName');
    // A hook call inside a component keeps its side effects: only top-level definitions are marked.
    expect(code).toContain('  React$1.useEffect(() => track(), []);');
  });

  it('leaves other calls and other assignments alone', () => {
    const source = ['const history = createBrowserHistory({ window });', 'Link.displayName = computeName();', 'window.__reactRouterVersion = "8";'].join('\n');
    expect(markPureDefinitions(source)).toEqual({ code: source, marked: 0, dropped: 0 });
  });
});
