// @vitest-environment node
import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { bootElement } from './boot.ts';
import { assemblePage, DOCUMENT_KIND_ATTRIBUTE, fileForPath, htmlClasses, offlinePage, PRERENDER_MARK, selectorClasses, withoutPagePolicy } from './prerender.ts';

const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Patient portal</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
    <link rel="stylesheet" crossorigin href="/assets/index-A.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const manifest: Manifest = {
  'src/main.tsx': { file: 'assets/index-A.js', src: 'src/main.tsx', isEntry: true, css: ['assets/index-A.css'], imports: ['_react'], dynamicImports: ['../../libs/features/access/src/pages.ts'] },
  _react: { file: 'assets/react-B.js' },
  '../../libs/features/access/src/pages.ts': { file: 'assets/pages-C.js', src: '../../libs/features/access/src/pages.ts', isDynamicEntry: true, css: ['assets/pages-C.css'], imports: ['_react', '_field'] },
  _field: { file: 'assets/field-D.js', css: ['assets/field-D.css'] },
  '../../libs/features/payment/src/index.ts': { file: 'assets/payment-E.js', src: '../../libs/features/payment/src/index.ts', isDynamicEntry: true, css: ['assets/payment-E.css'], imports: ['_field'] },
  '\0virtual:portal-program-texts': { file: 'assets/_virtual_portal-program-texts-F.js', isDynamicEntry: true },
};
const assets: Record<string, string> = {
  'assets/index-A.css': 'body{margin:0}.shell{display:flex}',
  'assets/pages-C.css': '.login{padding:1rem}',
  'assets/field-D.css': '.field{display:grid}.field:focus-within .label{color:red}',
  'assets/payment-E.css': '.pay{color:green;background:url(x.5png)}',
};
const readAsset = (file: string) => assets[file] ?? '';

describe('the prerendered page files', () => {
  it('answer each path from its own folder, the landing page from index.html', () => {
    expect(fileForPath('/')).toBe('index.html');
    expect(fileForPath('/login')).toBe('login/index.html');
    expect(fileForPath('/terms-of-use/')).toBe('terms-of-use/index.html');
  });

  it('class names: from selectors only (not from values), and from the HTML', () => {
    expect([...selectorClasses('.a{x:1}.b:hover .c{background:url(d.png);width:.5rem}@media (min-width:1px){.e{y:2}}')]).toEqual(['a', 'b', 'c', 'e']);
    expect([...htmlClasses('<div class="a b"><p class="c">x</p><p>class="nope"</p></div>')]).toEqual(['a', 'b', 'c']);
  });
});

describe('assemblePage', () => {
  const rendered = '<title>Verify your account | BISP</title><div class="shell"><form class="login"><div class="field">x</div></form></div>';
  const page = assemblePage({ template, rendered, path: '/login', htmlClass: 'theme root', manifest, readAsset, pageModules: ['libs/features/access/src/pages.ts'], document: 'personal' });

  it('puts the page in the root, marked with its path, and its title in <head>', () => {
    expect(page.html).toContain(`<div id="root" ${PRERENDER_MARK}="/login"><div class="shell">`);
    expect(page.html).toContain('<title>Verify your account | BISP</title>');
    expect(page.html.match(/<title>/g)).toHaveLength(1);
    expect(page.html).toContain(`<html lang="en" class="theme root" ${DOCUMENT_KIND_ATTRIBUTE}="personal">`);
  });

  it('names its kind of document on <html>, and carries its own policy first in <head> when it is given one', () => {
    const landing = assemblePage({ template, rendered: '<title>Welcome</title><p>Hi</p>', path: '/', htmlClass: 'theme', manifest, readAsset, document: 'public' });
    expect(landing.html).toContain(`<html lang="en" class="theme" ${DOCUMENT_KIND_ATTRIBUTE}="public">`);
    expect(landing.html).not.toContain('http-equiv');
    const policy = "default-src 'self'; script-src 'self'";
    const shell = assemblePage({ template, rendered: '', path: null, htmlClass: '', manifest, readAsset, document: 'personal', csp: policy });
    expect(shell.html).toContain(`<meta charset="UTF-8" /><meta http-equiv="Content-Security-Policy" content="${policy}">`);
    // Before any script or style it governs.
    expect(shell.html.indexOf('http-equiv')).toBeLessThan(shell.html.indexOf('<script'));
    expect(shell.html.indexOf('http-equiv')).toBeLessThan(shell.html.indexOf('<style>'));
    expect(withoutPagePolicy(shell.html)).toBe(shell.html.replace(`<meta http-equiv="Content-Security-Policy" content="${policy}">`, ''));
    expect(() => assemblePage({ template: template.replace('<meta charset="UTF-8" />', ''), rendered: '', path: null, htmlClass: '', manifest, readAsset, document: 'personal', csp: policy })).toThrow(/no <meta charset>/);
  });

  it('inlines the entry CSS and every stylesheet the page uses, and no other; no stylesheet link is left', () => {
    expect(page.inlinedCss).toEqual(['assets/index-A.css', 'assets/pages-C.css', 'assets/field-D.css']);
    expect(page.html).toContain('<style>body{margin:0}.shell{display:flex}\n.login{padding:1rem}\n.field{display:grid}');
    expect(page.html).not.toContain('payment-E.css');
    expect(page.html).not.toContain('rel="stylesheet"');
  });

  it('preloads the page\'s own code and the programme texts, never what the entry already loads', () => {
    expect(page.preloadedJs).toEqual(['assets/pages-C.js', 'assets/field-D.js', 'assets/_virtual_portal-program-texts-F.js']);
    expect(page.html).not.toContain('payment-E.js');
  });

  it('fetches no code before the first paint: the module script and preloads become the boot script\'s data, in order', () => {
    expect(page.html).not.toMatch(/<script type="module"/);
    expect(page.html).not.toMatch(/<link rel="modulepreload"/);
    expect(page.html).toContain(bootElement({ entry: '/assets/index-A.js', preload: ['/assets/react-B.js', '/assets/pages-C.js', '/assets/field-D.js', '/assets/_virtual_portal-program-texts-F.js'] }));
  });

  it('the SPA fallback is the shell: styled, unmarked, its loading overlay painted before any code is fetched', () => {
    const overlay = '<div class="overlay" role="status">LOADING</div>';
    const shell = assemblePage({ template, rendered: overlay, path: null, htmlClass: 'theme root', manifest, readAsset, document: 'personal' });
    expect(shell.html).toContain(`<div id="root">${overlay}</div>`);
    expect(shell.html).not.toContain(PRERENDER_MARK);
    expect(shell.preloadedJs).toEqual([]);
    expect(shell.inlinedCss).toEqual(['assets/index-A.css']);
    expect(shell.html).not.toMatch(/<script type="module"/);
    expect(shell.html).toContain(bootElement({ entry: '/assets/index-A.js', preload: ['/assets/react-B.js'] }));
  });

  it('the SPA fallback preloads the modules every signed-in page loads, after the entry\'s own', () => {
    const shell = assemblePage({ template, rendered: '', path: null, htmlClass: 'theme root', manifest, readAsset, pageModules: ['libs/features/payment/src/index.ts'], document: 'personal' });
    expect(shell.preloadedJs).toEqual(['assets/payment-E.js', 'assets/field-D.js', 'assets/_virtual_portal-program-texts-F.js']);
    expect(shell.html).not.toMatch(/<link rel="modulepreload"/);
    expect(shell.html).toContain(bootElement({ entry: '/assets/index-A.js', preload: ['/assets/react-B.js', '/assets/payment-E.js', '/assets/field-D.js', '/assets/_virtual_portal-program-texts-F.js'] }));
    // Its CSS stays with its chunk: the shell shows no page of its own.
    expect(shell.inlinedCss).toEqual(['assets/index-A.css']);
  });

  it('the SPA fallback opens the API\'s connection with the HTML when the API is another origin; no page does otherwise', () => {
    const shell = assemblePage({ template, rendered: '', path: null, htmlClass: '', manifest, readAsset, preconnect: 'https://api.example.test', document: 'personal' });
    expect(shell.html).toContain('<link rel="preconnect" href="https://api.example.test" crossorigin>');
    // Before the boot script: the connection opens while the page paints.
    expect(shell.html.indexOf('rel="preconnect"')).toBeLessThan(shell.html.indexOf('data-entry'));
    expect(assemblePage({ template, rendered: '', path: null, htmlClass: '', manifest, readAsset, document: 'personal' }).html).not.toContain('preconnect');
    expect(page.html).not.toContain('preconnect');
  });

  it('a production build\'s pages name the service worker for the boot script to register; a mock build\'s name none', () => {
    const production = assemblePage({ template, rendered, path: '/login', htmlClass: '', manifest, readAsset, worker: '/sw.js', document: 'personal' });
    expect(production.html).toContain(' data-worker="/sw.js"');
    expect(page.html).not.toContain(' data-worker="');
  });

  it('the offline page loads none of the app\'s code: English as the document, every other language in an inert template, then its language script', () => {
    const html = offlinePage({
      template,
      pages: [
        { language: 'en', title: "You're offline | BISP", html: '<div class="shell"><main id="main-content"><h1>You&#x27;re offline</h1></main></div>' },
        { language: 'es', title: 'No tiene conexión | BISP', html: '<div class="shell"><main id="main-content"><h1>No tiene conexión</h1></main></div>' },
      ],
      htmlClass: 'theme root',
      manifest,
      readAsset,
    });
    expect(html).not.toMatch(/<script type="module"|modulepreload|data-entry/);
    expect(html).toContain("<title>You're offline | BISP</title>");
    expect(html).toContain('<div id="root"><div class="shell"><main id="main-content"><h1>You&#x27;re offline</h1>');
    expect(html).toContain('<template id="offline-es" data-title="No tiene conexión | BISP"><div class="shell"><main id="main-content"><h1>No tiene conexión</h1>');
    // One main landmark in the document: the other language's is inert until swapped in.
    expect(html.replace(/<template[\s\S]*?<\/template>/g, '').match(/<main/g)).toHaveLength(1);
    expect(html).toMatch(/<\/template><script src="\/offline\.js"><\/script><\/body>/);
    expect(html).toContain('<style>body{margin:0}.shell{display:flex}');
  });

  it('fails the build when the page\'s module is not in the manifest', () => {
    expect(() => assemblePage({ template, rendered, path: '/login', htmlClass: '', manifest, readAsset, pageModules: ['libs/features/gone/src/index.ts'], document: 'personal' })).toThrow(/no chunk of libs\/features\/gone/);
  });
});
