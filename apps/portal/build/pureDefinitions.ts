/**
 * react-router ships its components as top-level `const NavLink = React$1.forwardRef(…)` followed by
 * `NavLink.displayName = "NavLink"`. The bundler cannot know that `forwardRef`, `memo` and
 * `createContext` have no side effects, nor that the `displayName` write is only for React's dev
 * tools, so every such component is kept whether the portal uses it or not: `<Form>`, `<NavLink>`,
 * `useSubmit`, `useFormAction` and what they import (about 2 KB gzip) in the landing page's JS.
 *
 * This build plugin marks those three calls `@__PURE__` (they are: each only creates an object) and
 * drops the `displayName` lines, in react-router's production files only, so unused components are
 * tree-shaken like any unused function. Used components are untouched. (docs/decisions/
 * 0008-the-build-shapes-the-landing-pages-chunks.md.)
 *
 * Its `warning(cond, message)` statements are marked `@__PURE__` too, so the bundler drops them with
 * their messages: console advice to a developer (a route path with a stray `*`, `<Navigate>` in a
 * static router), 0.55 KB gzip of the landing page's JS. The dev server and the unit tests do not
 * run this plugin and still print them; react-router's `invariant` (which throws) is kept.
 */
import type { Plugin } from 'vite';

const REACT_ROUTER_FILE = /\/node_modules\/react-router\/dist\/production\/.+\.m?js$/;
const DEFINITION = /^((?:export )?(?:const|let|var) [\w$]+ = )((?:React\$1|React)\.(?:forwardRef|memo|createContext)\()/gm;
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;
/** A `warning(…)` or `warningOnce(…)` statement (history.js, hooks.js, components.js, …). */
const WARNING = /^(\s*)(warning|warningOnce)\(/gm;

/** The transformed source and how many definitions were marked, display names dropped and warnings marked. */
export function markPureDefinitions(code: string): { code: string; marked: number; dropped: number; warnings: number } {
  let marked = 0;
  let dropped = 0;
  let warnings = 0;
  const out = code
    .replace(DEFINITION, (_match, declaration: string, call: string) => {
      marked += 1;
      return `${declaration}/* @__PURE__ */ ${call}`;
    })
    .replace(DISPLAY_NAME, () => {
      dropped += 1;
      return '';
    })
    .replace(WARNING, (_match, indent: string, name: string) => {
      warnings += 1;
      return `${indent}/* @__PURE__ */ ${name}(`;
    });
  return { code: out, marked, dropped, warnings };
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
        return result.marked + result.dropped + result.warnings === 0 ? null : { code: result.code, map: null };
      },
    },
  };
}
