/**
 * react-router ships its components as top-level `const NavLink = React$1.forwardRef(…)` followed by
 * `NavLink.displayName = "NavLink"`. The bundler cannot know that `forwardRef`, `memo` and
 * `createContext` have no side effects, nor that the `displayName` write is only for React's dev
 * tools, so every such component is kept whether the portal uses it or not: `<Form>`, `<NavLink>`,
 * `useSubmit`, `useFormAction` and what they import were 2 KB (gzip) of the landing page's JS.
 *
 * This build plugin marks those three calls `@__PURE__` (they are: each only creates an object) and
 * drops the `displayName` lines, in react-router's production files only, so unused components are
 * tree-shaken like any unused function. Used components are untouched. (README "Decisions": "The
 * landing page's JS".)
 */
import type { Plugin } from 'vite';

const REACT_ROUTER_FILE = /\/node_modules\/react-router\/dist\/production\/.+\.m?js$/;
const DEFINITION = /^((?:export )?(?:const|let|var) [\w$]+ = )((?:React\$1|React)\.(?:forwardRef|memo|createContext)\()/gm;
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

/** The transformed source and how many definitions were marked and display names dropped. */
export function markPureDefinitions(code: string): { code: string; marked: number; dropped: number } {
  let marked = 0;
  let dropped = 0;
  const out = code
    .replace(DEFINITION, (_match, declaration: string, call: string) => {
      marked += 1;
      return `${declaration}/* @__PURE__ */ ${call}`;
    })
    .replace(DISPLAY_NAME, () => {
      dropped += 1;
      return '';
    });
  return { code: out, marked, dropped };
}

export function pureReactRouterDefinitions(): Plugin {
  return {
    name: 'portal-pure-react-router-definitions',
    apply: 'build',
    transform: {
      filter: { id: REACT_ROUTER_FILE },
      handler(code, id) {
        if (!REACT_ROUTER_FILE.test(id)) return null;
        const result = markPureDefinitions(code);
        return result.marked + result.dropped === 0 ? null : { code: result.code, map: null };
      },
    },
  };
}
