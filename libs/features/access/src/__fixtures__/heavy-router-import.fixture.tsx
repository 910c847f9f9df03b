// expect-lint: no-restricted-imports
// react-router's Link brings framework-mode prefetching into the landing page's JS.
import { Link } from 'react-router';

export function Home() {
  return <Link to="/">Home</Link>;
}
