/**
 * The hosting contract of `_headers` (hostingHeaders.ts), written again for the hosts that read
 * another format, from the same rules at the same build, so a policy can never differ between
 * them: an nginx `server` block and one CloudFront Function (viewer request: which file answers
 * a path; viewer response: the headers). The build writes them to `dist/deploy/<CODE>/`, beside
 * the site rather than in it, so no host publishes its own configuration.
 *
 * nginx: a `location` that sets any header inherits none from the server, so each location
 * carries the whole set its paths get, and every location serves its file itself (`try_files`
 * with a file that is not the last argument), never through an internal redirect, which would
 * answer with another location's headers.
 */
import { headersForPath, requestPathsOf, type BuiltDocuments, type HeaderRule } from './hostingHeaders.ts';
import { SPA_FALLBACK_FILE } from './hostedFiles.ts';

/** A representative path under a prefix pattern (`/assets/*` → `/assets/file`). */
const under = (prefix: string) => `${prefix.slice(0, -1)}file`;

/** nginx double-quotes a value; a quote or backslash inside is escaped. */
const quoted = (value: string) => `"${value.replace(/["\\]/g, (char) => `\\${char}`)}"`;

function nginxLocation(selector: string, headers: Record<string, string>, path: string): string[] {
  const lines = [`  location ${selector} {`];
  for (const [name, value] of Object.entries(headers)) lines.push(`    add_header ${name} ${quoted(value)} always;`);
  // The manifests need their type on hosts whose mime.types lacks .webmanifest.
  if (path.endsWith('.webmanifest')) lines.push('    types { } default_type application/manifest+json;');
  lines.push(`    try_files $uri/index.html $uri /${SPA_FALLBACK_FILE} =404;`, '  }');
  return lines;
}

/**
 * An nginx `server` block for a build in `root`: the same headers on the same paths as `_headers`,
 * and the SPA fallback of `_redirects`.
 */
export function nginxServer(rules: HeaderRule[], { root = '/srv/portal', serverName = '_' }: { root?: string; serverName?: string } = {}): string {
  const patterns = [...new Set(rules.map((rule) => rule.pattern).filter((pattern) => pattern !== '/*'))];
  const exact = patterns.filter((pattern) => !pattern.endsWith('/*'));
  const prefixes = patterns.filter((pattern) => pattern.endsWith('/*'));
  const lines = [
    '# The portal\'s hosting contract for nginx, written by the build from the rules of its _headers',
    '# (apps/portal/build/deployRecipes.ts); TLS and the listen directives are the host\'s.',
    'server {',
    `  server_name ${serverName};`,
    `  root ${root};`,
    ...nginxLocation('/', headersForPath(rules, '/no-file-answers-this'), '/'),
    // `/pharmacy/*` in _headers also names `/pharmacy` itself.
    ...prefixes.flatMap((prefix) => [...nginxLocation(`^~ ${prefix.slice(0, -1)}`, headersForPath(rules, under(prefix)), under(prefix)), ...(exact.includes(prefix.slice(0, -2)) ? [] : nginxLocation(`= ${prefix.slice(0, -2)}`, headersForPath(rules, prefix.slice(0, -2)), prefix.slice(0, -2)))]),
    ...exact.flatMap((path) => nginxLocation(`= ${path}`, headersForPath(rules, path), path)),
    '}',
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * Which file of the build answers a request path: a prerendered page's file (an S3 origin has no
 * directory index), a file of the build as it is, and app.html for every other path.
 */
function fileRoutes(documents: BuiltDocuments): Record<string, string> {
  const htmlFiles = [...documents.public, ...documents.personal];
  return Object.fromEntries(htmlFiles.flatMap((file) => requestPathsOf(file).map((path) => [path, `/${file}`])));
}

/**
 * One CloudFront Function (runtime cloudfront-js-2.0) for both events of the default cache
 * behaviour: on the viewer request it points the request at the file that answers it; on the viewer
 * response it sets the headers `_headers` gives the path the viewer asked for.
 */
export function cloudFrontFunction(rules: HeaderRule[], documents: BuiltDocuments): string {
  const table = rules.map((rule) => [rule.pattern, rule.headers]);
  const passThrough = ['/assets/', ...documents.otherFiles.map((file) => `/${file.replace(/^\/+/, '')}`)];
  return `// The portal's hosting contract as a CloudFront Function (cloudfront-js-2.0), written by the build
// from the rules of its _headers (apps/portal/build/deployRecipes.ts). Associate it with the default
// cache behaviour for both viewer request and viewer response.
var RULES = ${JSON.stringify(table)};
var FILES = ${JSON.stringify(fileRoutes(documents))};
var AS_IS = ${JSON.stringify(passThrough)};
var FALLBACK = ${JSON.stringify(`/${SPA_FALLBACK_FILE}`)};

function matches(pattern, path) {
  if (pattern.slice(-2) === '/*') return path.indexOf(pattern.slice(0, -1)) === 0 || path === pattern.slice(0, -2);
  return path === pattern;
}

function handler(event) {
  var request = event.request;
  if (event.context.eventType === 'viewer-request') {
    var path = request.uri;
    if (FILES[path]) request.uri = FILES[path];
    else if (!AS_IS.some(function (prefix) { return prefix.slice(-1) === '/' ? path.indexOf(prefix) === 0 : path === prefix; })) request.uri = FALLBACK;
    return request;
  }
  // A viewer-response event holds the request as the viewer sent it: the path asked for, not the file.
  var asked = request.uri;
  var response = event.response;
  var joined = {};
  RULES.forEach(function (rule) {
    if (!matches(rule[0], asked)) return;
    rule[1].forEach(function (header) {
      var name = header[0].toLowerCase();
      joined[name] = joined[name] === undefined ? header[1] : joined[name] + ', ' + header[1];
    });
  });
  Object.keys(joined).forEach(function (name) {
    response.headers[name] = { value: joined[name] };
  });
  return response;
}
`;
}
